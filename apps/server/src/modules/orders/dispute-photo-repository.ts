// The evidence photos of disputed orders (migration 415, decision 415).
import type { Db } from '../../db/database.ts';
import type { DisputePhotosTable } from '../../db/schema.ts';

export function listDisputePhotos(db: Db, orderId: string): Promise<DisputePhotosTable[]> {
  return db
    .selectFrom('dispute_photos')
    .selectAll()
    .where('order_id', '=', orderId)
    .orderBy('position')
    .execute();
}

export async function countDisputePhotos(db: Db, orderId: string): Promise<number> {
  const row = await db
    .selectFrom('dispute_photos')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** Takes place `row.position`; the unique (order, position) index refuses a second taker (a race). */
export async function insertDisputePhoto(db: Db, row: DisputePhotosTable): Promise<void> {
  await db.insertInto('dispute_photos').values(row).execute();
}
