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

/** The one insert of categories (the admin's form, demo data, tests, benchmarks). */
export async function insertCategories(
  db: Db,
  categories: Array<{ name: string; id?: string; createdAt?: string }>,
): Promise<Category[]> {
  const rows = categories.map((c) => ({
    id: c.id ?? newId(),
    name: c.name,
    created_at: c.createdAt ?? nowIso(),
  }));
  if (rows.length > 0) await db.insertInto('categories').values(rows).execute();
  return rows.map(toCategory);
}

export async function insertCategory(db: Db, name: string): Promise<Category> {
  const [category] = await insertCategories(db, [{ name }]);
  return category!;
}
