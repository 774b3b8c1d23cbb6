// Bengali digits (০-৯) and Latin digits (0-9): people type either; the server stores Latin.
// Free of zod, so the landing page can use it.
const BENGALI_ZERO = 0x09e6;

/** '১২৫০' → '1250'; other characters unchanged. */
export const toLatinDigits = (text: string): string =>
  text.replace(/[০-৯]/g, (d) => String(d.charCodeAt(0) - BENGALI_ZERO));

/** '1250' → '১২৫০'; other characters unchanged. */
export const toBengaliDigits = (text: string): string =>
  text.replace(/[0-9]/g, (d) => String.fromCharCode(BENGALI_ZERO + Number(d)));

/** For zod's preprocess: a string's Bengali digits become Latin; anything else passes through untouched. */
export const latinDigitsIn = (value: unknown): unknown =>
  typeof value === 'string' ? toLatinDigits(value) : value;
