import type { ReactNode } from 'react';
import { useText } from '#app/i18n/i18n.ts';
import { authText } from '../i18n.ts';

/** The frame both the sign-in and the sign-up page sit in. */
export function AuthCard({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle: string;
  children: ReactNode;
}) {
  return (
    <section className="flex justify-center px-4 py-10 sm:py-16">
      <div className="w-full max-w-md rounded-2xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-center text-2xl font-bold text-stone-900">{title}</h1>
        <p className="mt-1 text-center text-sm text-stone-600">{subtitle}</p>
        <div className="mt-6">{children}</div>
      </div>
    </section>
  );
}

export function OrDivider() {
  const t = useText(authText);
  return (
    <div
      className="my-5 flex items-center gap-3 text-xs font-medium uppercase text-stone-500"
      aria-hidden="true"
    >
      <span className="h-px flex-1 bg-stone-200" />
      {t.or}
      <span className="h-px flex-1 bg-stone-200" />
    </div>
  );
}

/** The authentication error in red below the form (spec §2, §8). */
export function FormError({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="mt-4 rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-600">
      {message}
    </p>
  );
}
