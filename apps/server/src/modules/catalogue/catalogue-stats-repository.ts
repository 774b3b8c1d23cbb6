// Catalogue figures for the admin's overview. Days are the first 10 characters of the ISO timestamps
// (UTC), which groups the same way on SQLite and PostgreSQL.
import type { Db } from '../../db/database.ts';
import { rowsCreatedPerDay } from '../../db/rows-per-day.ts';

export interface CatalogueStats {
  listed: number;
  sold: number;
  reported: number;
  booksPerCategory: Array<{ categoryId: string; categoryName: string; count: number }>;
}

export async function catalogueStats(db: Db): Promise<CatalogueStats> {
  // One pass over the live books, grouped by category and sold flag, gives every book figure at once.
  const groups = await db
    .selectFrom('books')
    .select((eb) => ['category_id', 'is_sold', eb.fn.countAll().as('count')])
    .where('deleted_at', 'is', null)
    .groupBy(['category_id', 'is_sold'])
    .execute();
  const reported = await db
    .selectFrom('reports')
    .innerJoin('books', 'books.id', 'reports.book_id')
    .select((eb) => eb.fn.count('reports.book_id').distinct().as('count'))
    .where('reports.dismissed_at', 'is', null)
    .where('books.deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  const categories = await db.selectFrom('categories').select(['id', 'name']).orderBy('name').execute();

  let listed = 0;
  let sold = 0;
  const forSale = new Map<string, number>();
  for (const group of groups) {
    const count = Number(group.count);
    if (Number(group.is_sold) === 1) sold += count;
    else {
      listed += count;
      forSale.set(group.category_id, (forSale.get(group.category_id) ?? 0) + count);
    }
  }
  return {
    listed,
    sold,
    reported: Number(reported.count),
    booksPerCategory: categories.map((c) => ({
      categoryId: c.id,
      categoryName: c.name,
      count: forSale.get(c.id) ?? 0,
    })),
  };
}

/** Books put up for sale per UTC day since `sinceIso` (deleted ones included: they were listed). */
export async function newListingsPerDay(db: Db, sinceIso: string): Promise<Map<string, number>> {
  return rowsCreatedPerDay(db, 'books', sinceIso);
}
