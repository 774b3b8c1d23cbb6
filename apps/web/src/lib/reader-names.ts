// Names stored in English shown in the reader's language: a district's Bangla name, a category's Bangla name
// when the admin has set one. The stored values stay English (search, filters and the spec's API use them).
import type { Category } from '@boibazar/shared/catalogue';
import { conditionName } from '@boibazar/shared/conditions';
import { districtName } from '@boibazar/shared/districts';
import { currentLanguage } from '../i18n/locale.ts';

export const placeName = (place: string): string => districtName(place, currentLanguage());

/** A book's condition ('Like New') as the reader reads it. */
export const bookCondition = (condition: string): string => conditionName(condition, currentLanguage());

export const categoryName = (
  category: Pick<Category, 'categoryName'> & Partial<Pick<Category, 'categoryNameBn'>>,
  language = currentLanguage(),
): string => (language === 'bn' && category.categoryNameBn) || category.categoryName;
