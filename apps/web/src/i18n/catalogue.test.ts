// Every key of the English catalogue has a Bangla text and no Bangla text is left without an English key;
// the Bangla texts are in Bangla and keep the English text's {placeholders}.
import { describe, expect, it } from 'vitest';
import { bn } from './bn.ts';
import { en as base } from './en.ts';
import { listingEn } from './listing-en.ts';

// The catalogue of en.ts and the English texts that load with their pages.
const en = { ...base, listing: listingEn };
import { fromBrowser } from './locale.ts';

const textOf = (value: unknown): string =>
  typeof value === 'string' ? value : String((value as { input: string }).input);

describe('the message catalogues', () => {
  it('when a key exists in one language, then it exists in the other, with the same placeholders', () => {
    expect(Object.keys(bn).sort()).toEqual(Object.keys(en).sort());
    for (const [namespace, texts] of Object.entries(en)) {
      const bangla = bn[namespace as keyof typeof bn] as Record<string, string>;
      expect(Object.keys(bangla).sort(), namespace).toEqual(Object.keys(texts).sort());
      for (const [key, english] of Object.entries(texts)) {
        const placeholders = (text: string) => (text.match(/\{\w+\}/g) ?? []).sort();
        expect(placeholders(bangla[key]!), `${namespace}.${key}`).toEqual(placeholders(textOf(english)));
        expect(bangla[key]!.trim(), `${namespace}.${key}`).not.toBe('');
      }
    }
  });

  it('when a Bangla text is shown, then it is written in Bengali letters (names of other languages aside)', () => {
    for (const [namespace, texts] of Object.entries(bn))
      for (const [key, text] of Object.entries(texts)) {
        if (key === 'otherLanguageName') continue;
        expect(text, `${namespace}.${key}`).toMatch(/[\u0980-\u09FF]/);
      }
  });

  it('when the browser prefers Bangla in any region, then the first visit is in Bangla; otherwise English', () => {
    expect(fromBrowser(['bn-BD', 'en-US'])).toBe('bn');
    expect(fromBrowser(['fr-FR', 'bn'])).toBe('bn');
    expect(fromBrowser(['en-GB', 'bn'])).toBe('en');
    expect(fromBrowser(['fr'])).toBe('en');
  });
});
