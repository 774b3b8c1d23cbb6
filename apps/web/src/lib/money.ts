// Prices in the reader's language (the formatter itself lives in packages/shared so the server's page
// descriptions say prices the same way).
import { toBengaliDigits } from '@boibazar/shared/digits';
import * as shared from '@boibazar/shared/money';
import { currentLanguage } from '../i18n/locale.ts';

export const formatTaka = (amount: number): string => shared.formatTaka(amount, currentLanguage());
export const formatBdt = (amount: number): string => shared.formatBdt(amount, currentLanguage());
export const formatCount = (value: number): string => shared.formatCount(value, currentLanguage());
/** A year as the reader writes it ('২০২৬' in Bangla), without grouping. */
export const formatYear = (year: number): string => formatCount(year).replace(/,/g, '');
/** An unread count on a badge, in the reader's digits, capped at 99+. The link's label says the same. */
export const formatBadgeCount = (count: number, language = currentLanguage()): string =>
  count > 99 ? `${shared.formatCount(99, language)}+` : shared.formatCount(count, language);
const oneDecimal = {
  en: new Intl.NumberFormat('en-IN', { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
  bn: new Intl.NumberFormat('bn-BD', { minimumFractionDigits: 1, maximumFractionDigits: 1 }),
};
/** An average rating with one decimal in the reader's digits ('4.3', '৪.৩'). */
export const formatRating = (average: number, language = currentLanguage()): string =>
  oneDecimal[language].format(average);
/** A number written as it is ('4', '4.5'), in the reader's digits ('৪.৫' in Bangla). */
export const inReaderDigits = (value: number, language = currentLanguage()): string =>
  language === 'bn' ? toBengaliDigits(String(value)) : String(value);
