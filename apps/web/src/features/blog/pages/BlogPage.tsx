import type { ReactNode } from 'react';
import { useStore } from '@nanostores/react';
import { articlesIn } from '../articles.tsx';
import { useText } from '#app/i18n/i18n.ts';
import { blogText } from '../i18n.ts';
import { language } from '#app/i18n/locale.ts';

/** Names in Latin letters inside a Bangla question or summary ('JWT', 'Node.js'), marked English. */
function markLatin(text: string): ReactNode {
  return text.split(/([A-Za-z][\w.]*(?:[ -][A-Za-z][\w.]*)*)/).map((part, i) =>
    i % 2 ? (
      <span key={i} lang="en">
        {part}
      </span>
    ) : (
      part
    ),
  );
}

export function BlogPage() {
  const t = useText(blogText);
  const reading = useStore(language);
  const articles = articlesIn[reading];
  const say = (text: string) => (reading === 'en' ? text : markLatin(text));
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <header>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t.blog}</h1>
        <p className="mt-2 text-stone-600">{t.blogIntro}</p>
      </header>
      <nav aria-label={t.articles} className="mt-8 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200">
        <h2 className="text-sm font-semibold uppercase tracking-wider text-stone-500">{t.inThisBlog}</h2>
        <ol className="mt-3 list-decimal space-y-1 pl-5">
          {articles.map((article) => (
            <li key={article.slug}>
              <a href={`#${article.slug}`} className="text-brand-700 hover:underline">
                {say(article.question)}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      <div className="mt-10 space-y-8">
        {articles.map((article) => (
          <article
            key={article.slug}
            id={article.slug}
            aria-labelledby={`${article.slug}-title`}
            className="scroll-mt-24 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200 sm:p-8"
          >
            <h2 id={`${article.slug}-title`} className="text-xl font-bold tracking-tight sm:text-2xl">
              {say(article.question)}
            </h2>
            <p className="mt-2 font-medium text-brand-800">{say(article.summary)}</p>
            <div className="mt-4 space-y-4 leading-relaxed text-stone-700">{article.body}</div>
          </article>
        ))}
      </div>
    </div>
  );
}
