// Names stored in English shown in the reader's language: a district's Bangla name, a category's Bangla name
// when the admin has set one. The stored values stay English (search, filters and the spec's API use them).
import type { Category } from '@boibazar/shared/catalogue';
import type { OrderStatus } from '@boibazar/shared/orders';
import { conditionName } from '@boibazar/shared/conditions';
import { districtName } from '@boibazar/shared/districts';
import { textOf } from '../i18n/i18n.ts';
import { orderStagesText } from '../i18n/shell.ts';
import { currentLanguage } from '../i18n/locale.ts';

export const placeName = (place: string): string => districtName(place, currentLanguage());

/** A book's condition ('Like New') as the reader reads it. */
export const bookCondition = (condition: string): string => conditionName(condition, currentLanguage());

export const categoryName = (
  category: Pick<Category, 'categoryName'> & Partial<Pick<Category, 'categoryNameBn'>>,
  language = currentLanguage(),
): string => (language === 'bn' && category.categoryNameBn) || category.categoryName;

/** An order's stage as the reader reads it: the orders pages' badges and the admin's overview. */
export const orderStageName = (status: OrderStatus): string => {
  const t = textOf(orderStagesText);
  const names: Record<OrderStatus, string> = {
    open: t.open,
    paid: t.paid,
    handed_over: t.handedOver,
    completed: t.completed,
    cancelled: t.cancelled,
    declined: t.declined,
    expired: t.expired,
    disputed: t.disputed,
    refunded: t.refunded,
    cod: t.cod,
    cod_handed_over: t.codHandedOver,
    lost: t.lost,
  };
  return names[status];
};
