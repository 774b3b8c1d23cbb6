// Which language the app speaks: the reader's choice (kept in this browser), else the browser's language.
// `<html lang>` follows it, so screen readers switch voice and the Bengali font's rules apply.
import { atom } from 'nanostores';

export const LANGUAGES = ['en', 'bn'] as const;
export type Language = (typeof LANGUAGES)[number];
export const LANGUAGE_KEY = 'boibazar.language';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** The first of the browser's languages we speak ('bn-BD' and 'bn-IN' are Bangla), else English. */
export function fromBrowser(languages: readonly string[]): Language {
  for (const tag of languages) {
    const base = tag.toLowerCase().split('-')[0];
    if (isLanguage(base)) return base;
  }
  return 'en';
}

function stored(): Language | null {
  try {
    const value = localStorage.getItem(LANGUAGE_KEY);
    return isLanguage(value) ? value : null;
  } catch {
    return null;
  }
}

function initial(): Language {
  if (typeof window === 'undefined') return 'en';
  return stored() ?? fromBrowser(navigator.languages?.length ? navigator.languages : [navigator.language]);
}

export const language = atom<Language>(initial());

/** The reader picked a language: remembered in this browser (the profile is updated by the caller). */
export function chooseLanguage(next: Language): void {
  try {
    localStorage.setItem(LANGUAGE_KEY, next);
  } catch {
    // NOTE: private windows may refuse storage; the choice then lasts until the tab closes.
  }
  language.set(next);
}

export const currentLanguage = (): Language => language.get();

// `<html lang>` follows the language, so screen readers read with the right voice.
if (typeof document !== 'undefined') {
  language.subscribe((code) => {
    document.documentElement.lang = code;
  });
}
