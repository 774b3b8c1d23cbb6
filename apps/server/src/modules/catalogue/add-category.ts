import type { Category } from '@boibazar/shared/catalogue';
import type { Db } from '../../db/database.ts';
import { conflict } from '../../lib/errors.ts';
import { findCategoryByName, insertCategory } from './category-repository.ts';

export async function addCategory(db: Db, categoryName: string): Promise<Category> {
  const name = categoryName.trim();
  if (await findCategoryByName(db, name)) throw conflict(`A category named '${name}' already exists`);
  try {
    return await insertCategory(db, name);
  } catch (error) {
    // Two admins adding the same name at once: the unique index on lower(name) decides.
    if (await findCategoryByName(db, name)) throw conflict(`A category named '${name}' already exists`);
    throw error;
  }
}
