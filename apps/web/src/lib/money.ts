// Prices in the reader's language (the formatter itself lives in packages/shared so the server's page
// descriptions say prices the same way).
import * as shared from '@boibazar/shared/money';
import { currentLanguage } from '../i18n/locale.ts';

export const formatTaka = (amount: number): string => shared.formatTaka(amount, currentLanguage());
export const formatBdt = (amount: number): string => shared.formatBdt(amount, currentLanguage());
export const formatCount = (value: number): string => shared.formatCount(value, currentLanguage());
/** A year as the reader writes it ('২০২৬' in Bangla), without grouping. */
export const formatYear = (year: number): string => formatCount(year).replace(/,/g, '');
