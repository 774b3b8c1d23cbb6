// Evidence for a dispute (issue 29, decisions 415 and 455), the one mechanism for orders and exchanges: while the
// deal is disputed its two parties add photos, up to MAX_DISPUTE_PHOTOS between them, each in a free place
// (0, 1, 2) that the unique (deal, position) index gives to one upload only; the one who added a photo may take
// it away again. Who is a party and whether the deal is disputed is the deal's own module's to say: it checks,
// then calls these.
import { MAX_DISPUTE_PHOTOS } from '@boibazar/shared/orders';
import type { UploadedImage } from '@boibazar/shared/catalogue';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import {
  deleteDisputePhoto,
  findDisputePhoto,
  insertDisputePhoto,
  listDisputePhotos,
  takenPositions,
  type DealRef,
} from './dispute-photo-repository.ts';

/** A deal's photo as its page shows it; `uploadedBy` is the account, which the deal turns into a role. */
export interface StoredDisputePhoto {
  position: number;
  uploadedBy: string;
  url: string;
  thumbnailUrl: string;
  at: string;
}

export async function disputePhotosOf(db: Db, deal: DealRef): Promise<StoredDisputePhoto[]> {
  const rows = await listDisputePhotos(db, deal);
  return rows.map((row) => ({
    position: Number(row.position),
    uploadedBy: row.uploaded_by,
    url: row.url,
    thumbnailUrl: row.thumbnail_url,
    at: row.created_at,
  }));
}

const tooMany = () =>
  badRequest('TOO_MANY_PHOTOS', `A dispute can have at most ${MAX_DISPUTE_PHOTOS} photos`);

/** The first free place, or undefined when all are taken. */
async function freePosition(db: Db, deal: DealRef): Promise<number | undefined> {
  const taken = new Set(await takenPositions(db, deal));
  for (let position = 0; position < MAX_DISPUTE_PHOTOS; position += 1)
    if (!taken.has(position)) return position;
  return undefined;
}

/**
 * One more photo by a party of a disputed deal (the caller checked both). Checked before the upload (no decoding
 * for nothing), and the place is taken by the unique index: of two uploads racing for the last place one wins,
 * the other is told to try again and nothing of it is kept in the table.
 */
export async function addDisputePhoto(
  db: Db,
  deal: DealRef,
  uploaderId: string,
  upload: () => Promise<UploadedImage>,
): Promise<void> {
  if ((await freePosition(db, deal)) === undefined) throw tooMany();
  const photo = await upload();
  const position = await freePosition(db, deal);
  if (position === undefined) throw tooMany();
  try {
    await insertDisputePhoto(db, {
      id: newId(),
      deal_kind: deal.kind,
      deal_id: deal.id,
      uploaded_by: uploaderId,
      position,
      url: photo.url,
      thumbnail_url: photo.thumbnailUrl,
      created_at: nowIso(),
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw conflict('CHANGED_MEANWHILE', 'Another photo took this place just now; try again');
    throw error;
  }
}

/**
 * Takes away the photo at `position` of a disputed deal (the caller checked that the deal is disputed and the
 * caller is a party): only the one who added it may; 404 when there is none there.
 */
export async function removeDisputePhoto(
  db: Db,
  deal: DealRef,
  userId: string,
  position: number,
): Promise<void> {
  const photo = await findDisputePhoto(db, deal, position);
  if (!photo) throw notFound('PHOTO_NOT_FOUND', 'Photo');
  if (photo.uploaded_by !== userId)
    throw forbidden('NOT_YOUR_STEP', 'Only the person who added a photo can remove it');
  if ((await deleteDisputePhoto(db, deal, position, userId)) === 0)
    throw notFound('PHOTO_NOT_FOUND', 'Photo');
}
