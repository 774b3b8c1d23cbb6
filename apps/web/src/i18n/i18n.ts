// The i18n layer (decisions 170, 469): each feature owns its texts (`features/<f>/i18n.ts`, the app shell's
// in `shell.ts`). English is the base (the spec's strings, unchanged) and loads with its feature; each
// feature's Bangla (`i18n-bn.ts` beside it) is a separate chunk, fetched only when someone reads in Bangla.
import { type ComponentsJSON, createI18n, type Messages, type Translations } from '@nanostores/i18n';
import { useStore } from '@nanostores/react';
import type { ReadableAtom } from 'nanostores';
import { language, type Language } from './locale.ts';

/** A feature's English texts, by part (a part is one store, such as catalogue's `book` or `shelf`). */
type English = Record<string, Translations>;
/** The Bangla of a feature's English: the same parts and keys, every text a string. */
export type BanglaOf<E extends English> = { [P in keyof E]: { [K in keyof E[P]]: string } };
/** What a feature's i18n-bn.ts holds: its parts, each a text per key. */
export type BanglaTexts = Record<string, Record<string, string>>;

/** Each feature's Bangla, by feature: its texts keyed by store name (`catalogue/book`). */
const banglaOf = new Map<string, () => Promise<ComponentsJSON>>();
const loadBangla = async (features: readonly string[]): Promise<ComponentsJSON> =>
  Object.assign({}, ...(await Promise.all(features.map((f) => banglaOf.get(f)?.() ?? {}))));

export const i18n = createI18n<Language, 'en'>(language, {
  baseLocale: 'en',
  get: async (_code, stores) => loadBangla([...new Set(stores.map((name) => name.split('/')[0]!))]),
});

// NOTE: the cache holds each store's texts by name; its declared type is one level too shallow.
const cached = (code: Language) => (i18n.cache[code] ?? {}) as unknown as ComponentsJSON;

async function loadFeatures(code: Language, features: readonly string[]): Promise<void> {
  const missing = features.filter((f) => !Object.keys(cached(code)).some((name) => name.startsWith(`${f}/`)));
  if (code === 'en' || missing.length === 0) return;
  const texts = await loadBangla(missing);
  i18n.cache[code] = { ...i18n.cache[code], ...texts } as unknown as Translations;
}

/**
 * A feature's texts, one store per part. Awaited at the top of the feature's i18n.ts, so a Bangla reader's
 * page never paints in English first: its Bangla is in place before any of the feature's components run.
 */
export async function defineTexts<E extends English>(
  feature: string,
  english: E,
  bangla: () => Promise<BanglaOf<E>>,
): Promise<{ [P in keyof E]: Messages<E[P]> }> {
  banglaOf.set(feature, async () =>
    Object.fromEntries(Object.entries(await bangla()).map(([part, texts]) => [`${feature}/${part}`, texts])),
  );
  // A chunk that failed to load leaves the texts in English rather than the page blank.
  await loadFeatures(language.get(), [feature]).catch(() => undefined);
  return Object.fromEntries(
    Object.entries(english).map(([part, base]) => [part, i18n(`${feature}/${part}`, base)]),
  ) as { [P in keyof E]: Messages<E[P]> };
}

/** The texts of one part of the app in the reader's language; the component re-renders when it changes. */
export const useText = <T>(texts: ReadableAtom<T>): T => useStore(texts);

/** Texts outside React (notices, document titles): the language in force now. */
export const textOf = <T>(texts: ReadableAtom<T>): T => texts.get();

/** Before switching to (or first rendering in) Bangla: every loaded feature's Bangla is in place, so nothing flashes in English. */
export async function preloadLanguage(code: Language): Promise<void> {
  await loadFeatures(code, [...banglaOf.keys()]);
}
