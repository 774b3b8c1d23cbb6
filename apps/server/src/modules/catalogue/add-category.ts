import type { Category } from '@boibazar/shared/catalogue';
import type { Db } from '../../db/database.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import { findCategoryByName, insertCategory, setCategoryBanglaName } from './category-repository.ts';

export async function addCategory(
  db: Db,
  categoryName: string,
  categoryNameBn: string | null = null,
): Promise<Category> {
  const name = categoryName.trim();
  if (await findCategoryByName(db, name))
    throw conflict('CATEGORY_EXISTS', `A category named '${name}' already exists`);
  try {
    return await insertCategory(db, name, categoryNameBn);
  } catch (error) {
    // Two admins adding the same name at once: the unique index on lower(name) decides.
    if (await findCategoryByName(db, name))
      throw conflict('CATEGORY_EXISTS', `A category named '${name}' already exists`);
    throw error;
  }
}

/** The admin sets or clears a category's Bangla name. */
export async function nameCategoryInBangla(
  db: Db,
  id: string,
  categoryNameBn: string | null,
): Promise<Category> {
  const category = await setCategoryBanglaName(db, id, categoryNameBn);
  if (!category) throw notFound('CATEGORY_NOT_FOUND', 'Category');
  return category;
}
