// /help: how buying, paying, delivery, exchange and cash on delivery work, and what to do when a deal goes
// wrong, in the reader's language. Each section has an id, so other pages link straight to it.
import { useEffect } from 'react';
import { useText } from '#app/i18n/i18n.ts';
import { helpText } from '../i18n.ts';

export const HELP_SECTIONS = [
  'buying',
  'paying',
  'delivery',
  'exchange',
  'cod',
  'disputes',
  'safety',
  'contact',
] as const;
export type HelpSection = (typeof HELP_SECTIONS)[number];

export function HelpPage() {
  const t = useText(helpText);

  useEffect(() => {
    const previous = document.title;
    document.title = t.help;
    // A link to one section (/help#disputes) opens at it once the lazy page is in place.
    const target = window.location.hash ? document.getElementById(window.location.hash.slice(1)) : null;
    target?.scrollIntoView();
    return () => {
      document.title = previous;
    };
  }, [t]);

  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight">{t.help}</h1>
      <p className="mt-3 leading-relaxed text-stone-700">{t.helpIntro}</p>
      <nav
        aria-labelledby="help-contents"
        className="mt-6 rounded-xl bg-white p-4 shadow-sm ring-1 ring-stone-200"
      >
        <h2 id="help-contents" className="text-sm font-semibold uppercase tracking-wide text-stone-600">
          {t.onThisPage}
        </h2>
        <ul className="mt-2 grid gap-1 sm:grid-cols-2">
          {HELP_SECTIONS.map((section) => (
            <li key={section}>
              <a href={`#${section}`} className="font-medium text-brand-800 underline">
                {t[`${section}Title`]}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {HELP_SECTIONS.map((section) => (
        <section
          key={section}
          id={section}
          aria-labelledby={`${section}-title`}
          className="mt-8 scroll-mt-20 space-y-3 leading-relaxed text-stone-700"
        >
          <h2 id={`${section}-title`} className="text-xl font-semibold text-stone-900">
            {t[`${section}Title`]}
          </h2>
          <p>{t[`${section}HowItWorks`]}</p>
          <p>{t[`${section}GoodToKnow`]}</p>
        </section>
      ))}
    </article>
  );
}
