import type { Category } from '@boibazar/shared/catalogue';
import type { Db } from '../../db/database.ts';
import { newId, nowIso } from '../../lib/ids.ts';

export const toCategory = (row: { id: string; name: string; name_bn: string | null }): Category => ({
  _id: row.id,
  categoryName: row.name,
  categoryNameBn: row.name_bn,
});
const COLUMNS = ['id', 'name', 'name_bn'] as const;

export async function listCategories(db: Db): Promise<Category[]> {
  const rows = await db
    .selectFrom('categories')
    .select(COLUMNS)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map(toCategory);
}

export async function findCategory(db: Db, id: string): Promise<Category | undefined> {
  const row = await db.selectFrom('categories').select(COLUMNS).where('id', '=', id).executeTakeFirst();
  return row && toCategory(row);
}

export async function findCategoryByName(db: Db, name: string): Promise<Category | undefined> {
  const rows = await db.selectFrom('categories').select(COLUMNS).execute();
  const wanted = name.trim().toLowerCase();
  const row = rows.find((r) => r.name.toLowerCase() === wanted);
  return row && toCategory(row);
}

/** The one insert of categories (the admin's form, demo data, tests, benchmarks). */
export async function insertCategories(
  db: Db,
  categories: Array<{ name: string; nameBn?: string | null; id?: string; createdAt?: string }>,
): Promise<Category[]> {
  const rows = categories.map((c) => ({
    id: c.id ?? newId(),
    name: c.name,
    name_bn: c.nameBn ?? null,
    created_at: c.createdAt ?? nowIso(),
  }));
  if (rows.length > 0) await db.insertInto('categories').values(rows).execute();
  return rows.map(toCategory);
}

export async function insertCategory(db: Db, name: string, nameBn: string | null = null): Promise<Category> {
  const [category] = await insertCategories(db, [{ name, nameBn }]);
  return category!;
}

/** Sets or clears the Bangla name; the category as it now is (undefined when there is none). */
export async function setCategoryBanglaName(
  db: Db,
  id: string,
  nameBn: string | null,
): Promise<Category | undefined> {
  const row = await db
    .updateTable('categories')
    .set({ name_bn: nameBn })
    .where('id', '=', id)
    .returning(COLUMNS)
    .executeTakeFirst();
  return row && toCategory(row);
}
