// The one ISBN rule (issue 29): ISBN-10 or ISBN-13 with a correct check digit, typed with hyphens or
// spaces and Latin or Bengali digits; always kept as ISBN-13. Free of zod, so any page can use it.
import { toLatinDigits } from './digits.ts';

/** '০-৩০৬-৪০৬১৫-২', '978 0 306 40615 7' → the 10 or 13 characters without separators, or null. */
function compact(text: string): string | null {
  const plain = toLatinDigits(text.normalize('NFC').trim())
    .replace(/[\s\u2010-\u2015-]/g, '')
    .toUpperCase();
  return /^(\d{9}[\dX]|\d{13})$/.test(plain) ? plain : null;
}

function isbn10CheckOk(isbn: string): boolean {
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    const c = isbn[i]!;
    const value = c === 'X' ? 10 : Number(c);
    if (c === 'X' && i !== 9) return false;
    sum += value * (10 - i);
  }
  return sum % 11 === 0;
}

function isbn13CheckDigit(first12: string): string {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return String((10 - (sum % 10)) % 10);
}

/** The ISBN-13 of a typed ISBN-10 or ISBN-13, or null when it is not a valid ISBN. */
export function normaliseIsbn(text: string): string | null {
  const isbn = compact(text);
  if (!isbn) return null;
  if (isbn.length === 10) {
    if (!isbn10CheckOk(isbn)) return null;
    const first12 = `978${isbn.slice(0, 9)}`;
    return first12 + isbn13CheckDigit(first12);
  }
  if (!/^97[89]/.test(isbn)) return null;
  return isbn13CheckDigit(isbn.slice(0, 12)) === isbn[12] ? isbn : null;
}

export const isValidIsbn = (text: string): boolean => normaliseIsbn(text) !== null;

/**
 * What makes two listings the same work when they have no ISBN in common: title and author, in NFC,
 * lower case, Bengali digits as Latin, punctuation dropped and spaces collapsed.
 */
export function workKey(title: string, author: string | null | undefined): string {
  const clean = (text: string) =>
    toLatinDigits(text.normalize('NFC').toLowerCase())
      .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
      .trim();
  return `${clean(title)}|${clean(author ?? '')}`;
}
