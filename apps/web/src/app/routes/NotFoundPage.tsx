import { Link } from 'react-router';
import { useText } from '#app/i18n/i18n.ts';
import { appText } from '#app/i18n/shell.ts';

export function NotFoundPage() {
  const t = useText(appText);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center px-4 py-12 text-center sm:py-16">
      <img
        src="/not-found.svg"
        alt={t.notFoundPictureAlt}
        width={480}
        height={320}
        className="w-full max-w-sm"
      />
      <h1 className="mt-6 text-3xl font-bold tracking-tight">{t.thisPageIsMissing}</h1>
      <p className="mt-2 text-stone-600">{t.notFoundText}</p>
      <Link
        to="/"
        className="mt-8 inline-block rounded-full bg-brand-700 px-6 py-3 font-semibold text-white shadow-md hover:bg-brand-800"
      >
        {t.returnToHome}
      </Link>
    </section>
  );
}
