// Catalogue figures for the admin's overview. Days are the first 10 characters of the ISO timestamps
// (UTC), which groups the same way on SQLite and PostgreSQL.
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';

export interface CatalogueStats {
  listed: number;
  sold: number;
  reported: number;
  booksPerCategory: Array<{ categoryId: string; categoryName: string; count: number }>;
}

export async function catalogueStats(db: Db): Promise<CatalogueStats> {
  const books = await db
    .selectFrom('books')
    .select((eb) => [
      eb.fn.countAll().as('total'),
      eb.fn.sum(eb.case().when('is_sold', '=', 1).then(1).else(0).end()).as('sold'),
    ])
    .where('deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  const reported = await db
    .selectFrom('reports')
    .innerJoin('books', 'books.id', 'reports.book_id')
    .select((eb) => eb.fn.count('reports.book_id').distinct().as('count'))
    .where('reports.dismissed_at', 'is', null)
    .where('books.deleted_at', 'is', null)
    .executeTakeFirstOrThrow();
  const perCategory = await db
    .selectFrom('categories')
    .leftJoin('books', (join) =>
      join
        .onRef('books.category_id', '=', 'categories.id')
        .on('books.deleted_at', 'is', null)
        .on('books.is_sold', '=', 0),
    )
    .select((eb) => ['categories.id', 'categories.name', eb.fn.count('books.id').as('count')])
    .groupBy(['categories.id', 'categories.name'])
    .orderBy('categories.name')
    .execute();
  const sold = Number(books.sold ?? 0);
  return {
    listed: Number(books.total) - sold,
    sold,
    reported: Number(reported.count),
    booksPerCategory: perCategory.map((row) => ({
      categoryId: row.id,
      categoryName: row.name,
      count: Number(row.count),
    })),
  };
}

/** Books put up for sale per UTC day since `sinceIso` (deleted ones included: they were listed). */
export async function newListingsPerDay(db: Db, sinceIso: string): Promise<Map<string, number>> {
  const day = sql<string>`substr(${sql.ref('created_at')}, 1, 10)`;
  const rows = await db
    .selectFrom('books')
    .select((eb) => [day.as('day'), eb.fn.countAll().as('count')])
    .where('created_at', '>=', sinceIso)
    .groupBy(day)
    .execute();
  return new Map(rows.map((row) => [row.day, Number(row.count)]));
}
