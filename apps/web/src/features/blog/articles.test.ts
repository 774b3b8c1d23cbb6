// The blog exists in both languages: the same articles under the same anchors, the Bangla ones written in
// Bengali letters.
import { describe, expect, it } from 'vitest';
import { articlesIn } from './articles.tsx';

describe('the blog articles', () => {
  it('when the blog is read in Bangla, then it holds the same articles as in English, under the same anchors', () => {
    expect(articlesIn.bn.map((a) => a.slug)).toEqual(articlesIn.en.map((a) => a.slug));
    expect(articlesIn.en.length).toBeGreaterThanOrEqual(4);
  });

  it('when a Bangla article is shown, then its question and summary are written in Bengali letters', () => {
    for (const article of articlesIn.bn) {
      expect(article.question, article.slug).toMatch(/[\u0980-\u09FF]/);
      expect(article.summary, article.slug).toMatch(/[\u0980-\u09FF]/);
      expect(article.question).not.toBe(articlesIn.en.find((a) => a.slug === article.slug)?.question);
    }
  });
});
