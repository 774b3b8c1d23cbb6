// The evidence photos of disputed deals, orders and exchanges alike (migrations 415 and 455).
import type { Db } from '../../db/database.ts';
import type { DisputePhotosTable } from '../../db/schema.ts';

export type DealKind = DisputePhotosTable['deal_kind'];
export interface DealRef {
  kind: DealKind;
  id: string;
}

/** The deal's photos in the order they were added. */
export function listDisputePhotos(db: Db, deal: DealRef): Promise<DisputePhotosTable[]> {
  return db
    .selectFrom('dispute_photos')
    .selectAll()
    .where('deal_kind', '=', deal.kind)
    .where('deal_id', '=', deal.id)
    .orderBy('created_at')
    .orderBy('position')
    .execute();
}

/** The places (0, 1, 2) the deal's photos take. */
export async function takenPositions(db: Db, deal: DealRef): Promise<number[]> {
  const rows = await db
    .selectFrom('dispute_photos')
    .select('position')
    .where('deal_kind', '=', deal.kind)
    .where('deal_id', '=', deal.id)
    .execute();
  return rows.map((row) => Number(row.position));
}

/** Takes place `row.position`; the unique (deal, position) index refuses a second taker (a race). */
export async function insertDisputePhoto(db: Db, row: DisputePhotosTable): Promise<void> {
  await db.insertInto('dispute_photos').values(row).execute();
}

export function findDisputePhoto(
  db: Db,
  deal: DealRef,
  position: number,
): Promise<DisputePhotosTable | undefined> {
  return db
    .selectFrom('dispute_photos')
    .selectAll()
    .where('deal_kind', '=', deal.kind)
    .where('deal_id', '=', deal.id)
    .where('position', '=', position)
    .executeTakeFirst();
}

/** Removes the photo at the place when `uploadedBy` added it; how many rows went (0 or 1). */
export async function deleteDisputePhoto(
  db: Db,
  deal: DealRef,
  position: number,
  uploadedBy: string,
): Promise<number> {
  const result = await db
    .deleteFrom('dispute_photos')
    .where('deal_kind', '=', deal.kind)
    .where('deal_id', '=', deal.id)
    .where('position', '=', position)
    .where('uploaded_by', '=', uploadedBy)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
