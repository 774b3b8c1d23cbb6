// Every feature's catalogue (features/<f>/i18n.ts, and the app shell's shell.ts) has a Bangla twin with the
// same parts and keys (decision 469); the Bangla texts are in Bangla and keep the English text's
// {placeholders}; every key is used somewhere in the app.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { fromBrowser } from './locale.ts';
import { sourceFiles } from './untranslated-text.ts';

type Catalogue = Record<string, Record<string, unknown>>;
const english = import.meta.glob<Catalogue>(['../features/*/i18n.ts', './shell.ts'], {
  import: 'en',
  eager: true,
});
const bangla = import.meta.glob<Catalogue>(['../features/*/i18n-bn.ts', './shell-bn.ts'], {
  import: 'bn',
  eager: true,
});
const banglaPath = (path: string) => path.replace(/(i18n|shell)\.ts$/, '$1-bn.ts');

const textOf = (value: unknown): string =>
  typeof value === 'string' ? value : String((value as { input: string }).input);

describe('the message catalogues', () => {
  it('when a feature has English texts, then it has Bangla ones beside them, with the same parts and keys', () => {
    expect(Object.keys(english).length).toBeGreaterThan(20);
    expect(Object.keys(bangla).sort()).toEqual(Object.keys(english).map(banglaPath).sort());
    for (const [path, parts] of Object.entries(english)) {
      const bn = bangla[banglaPath(path)]!;
      expect(Object.keys(bn).sort(), path).toEqual(Object.keys(parts).sort());
      for (const [part, texts] of Object.entries(parts)) {
        const banglaTexts = bn[part] as Record<string, string>;
        expect(Object.keys(banglaTexts).sort(), `${path} ${part}`).toEqual(Object.keys(texts).sort());
        for (const [key, text] of Object.entries(texts)) {
          const placeholders = (s: string) => (s.match(/\{\w+\}/g) ?? []).sort();
          expect(placeholders(banglaTexts[key]!), `${part}.${key}`).toEqual(placeholders(textOf(text)));
          expect(banglaTexts[key]!.trim(), `${part}.${key}`).not.toBe('');
        }
      }
    }
  });

  it('when a Bangla text is shown, then it is written in Bengali letters (names of other languages aside)', () => {
    for (const parts of Object.values(bangla))
      for (const [part, texts] of Object.entries(parts))
        for (const [key, text] of Object.entries(texts)) {
          if (key === 'otherLanguageName') continue;
          expect(text, `${part}.${key}`).toMatch(/[\u0980-\u09FF]/);
        }
  });

  it('when a key is in a catalogue, then some screen reads it (no text is kept that nothing shows)', () => {
    const source = sourceFiles(import.meta.dirname + '/..')
      .map((file) => readFileSync(file, 'utf8'))
      .join('\n');
    // A key read through a template (help's t[`${section}Title`]) counts as read by its ending.
    const endings = [...source.matchAll(/\[`\$\{\w+\}(\w+)`\]/g)].map((m) => m[1]!);
    const read = (key: string) =>
      new RegExp(`\\.${key}\\b|\\b${key}:|'${key}'`).test(source) || endings.some((end) => key.endsWith(end));
    const unused = Object.values(english).flatMap((parts) =>
      Object.entries(parts).flatMap(([part, texts]) =>
        Object.keys(texts)
          .filter((key) => !read(key))
          .map((key) => `${part}.${key}`),
      ),
    );
    expect(unused).toEqual([]);
  });

  it('when the browser prefers Bangla in any region, then the first visit is in Bangla; otherwise English', () => {
    expect(fromBrowser(['bn-BD', 'en-US'])).toBe('bn');
    expect(fromBrowser(['fr-FR', 'bn'])).toBe('bn');
    expect(fromBrowser(['en-GB', 'bn'])).toBe('en');
    expect(fromBrowser(['fr'])).toBe('en');
  });
});
