import type { Category } from '@boibazar/shared/catalogue';
import type { Db } from '../../db/database.ts';
import { newId, nowIso } from '../../lib/ids.ts';

const toCategory = (row: { id: string; name: string }): Category => ({ _id: row.id, categoryName: row.name });

export async function listCategories(db: Db): Promise<Category[]> {
  const rows = await db
    .selectFrom('categories')
    .select(['id', 'name'])
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(toCategory);
}

export async function findCategory(db: Db, id: string): Promise<Category | undefined> {
  const row = await db
    .selectFrom('categories')
    .select(['id', 'name'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row && toCategory(row);
}

export async function findCategoryByName(db: Db, name: string): Promise<Category | undefined> {
  const rows = await db.selectFrom('categories').select(['id', 'name']).execute();
  const wanted = name.trim().toLowerCase();
  const row = rows.find((r) => r.name.toLowerCase() === wanted);
  return row && toCategory(row);
}

export async function insertCategory(db: Db, name: string): Promise<Category> {
  const row = { id: newId(), name, created_at: nowIso() };
  await db.insertInto('categories').values(row).execute();
  return toCategory(row);
}
