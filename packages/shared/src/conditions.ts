// A book's condition as a Bangla reader reads it. The catalogue stores the English word (BOOK_CONDITIONS in
// catalogue.ts, the spec's values); this file has no zod, so the web's first load can name conditions too.
export const CONDITION_NAMES_BN: Readonly<Record<string, string>> = {
  New: 'নতুন',
  'Like New': 'প্রায় নতুন',
  Excellent: 'চমৎকার',
  Good: 'ভালো',
  Fair: 'মোটামুটি',
  Worn: 'জীর্ণ',
};

/** `condition` in the reader's language; a word the table does not know stays as stored. */
export const conditionName = (condition: string, language: 'en' | 'bn'): string =>
  language === 'bn' ? (CONDITION_NAMES_BN[condition] ?? condition) : condition;
