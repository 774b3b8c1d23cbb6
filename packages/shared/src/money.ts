// The one money formatter, for the web app and the server's page descriptions. Amounts are whole Taka.
// English: shop pages say Taka, order and payment pages say BDT (spec §9). Bangla: '৳১,২৫,০০০' with
// Bengali digits and South Asian grouping on both. Free of zod (the landing page uses it).
const english = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 0 });
const bangla = new Intl.NumberFormat('bn-BD', { maximumFractionDigits: 0 });

export type MoneyLanguage = 'en' | 'bn';

export const formatTaka = (amount: number, language: MoneyLanguage = 'en'): string =>
  language === 'bn' ? `৳${bangla.format(amount)}` : `${english.format(amount)} Taka`;
export const formatBdt = (amount: number, language: MoneyLanguage = 'en'): string =>
  language === 'bn' ? `৳${bangla.format(amount)}` : `${english.format(amount)} BDT`;

/** A plain count in the reader's digits ('১,২৫০' in Bangla). */
export const formatCount = (value: number, language: MoneyLanguage = 'en'): string =>
  language === 'bn' ? bangla.format(value) : english.format(value);
