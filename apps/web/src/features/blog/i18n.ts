// The blog feature's texts in English, the base language: the spec's strings and today's UI, unchanged (odd
// spellings included). They load with the feature; the Bangla (i18n-bn.ts) loads only for a Bangla reader.
import { defineTexts } from '#app/i18n/i18n.ts';

export const en = {
  blog: {
    blog: 'Blog',
    blogIntro: 'Short answers to the questions developers ask us about how a shop like BoiBazar is built.',
    articles: 'Articles',
    inThisBlog: 'In this blog',
  },
};

export const { blog: blogText } = await defineTexts('blog', en, () =>
  import('./i18n-bn.ts').then((m) => m.bn),
);
