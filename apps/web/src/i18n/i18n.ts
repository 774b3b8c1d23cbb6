// The i18n layer (decision 170): English is the base (the spec's strings, unchanged) and ships with the
// app; the Bangla catalogue is a separate chunk, fetched only when someone reads in Bangla.
import { createI18n, type Messages, type Translations } from '@nanostores/i18n';
import { useStore } from '@nanostores/react';
import { en, type Namespace } from './en.ts';
import { language, type Language } from './locale.ts';

const loadBangla = () => import('./bn.ts').then((m) => m.bn);

export const i18n = createI18n<Language, 'en'>(language, {
  baseLocale: 'en',
  get: async () => loadBangla(),
});

type Catalogue = typeof en;
const stores = Object.fromEntries(
  Object.entries(en).map(([namespace, base]) => [namespace, i18n(namespace, base)]),
) as { [N in Namespace]: Messages<Catalogue[N]> };

/** The texts of one part of the app in the reader's language; the component re-renders when it changes. */
export const useText = <N extends Namespace>(namespace: N) => useStore(stores[namespace]);

/** Texts outside React (notices, document titles): the language in force now. */
export const textOf = <N extends Namespace>(namespace: N) => stores[namespace].get();

/** Before the first render in Bangla: the catalogue is in place, so nothing flashes in English. */
export async function preloadLanguage(code: Language): Promise<void> {
  if (code === 'en' || i18n.cache[code]) return;
  // NOTE: the cache holds each component's texts by name; its declared type is one level too shallow.
  i18n.cache[code] = (await loadBangla()) as unknown as Translations;
}
