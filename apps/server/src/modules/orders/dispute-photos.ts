// Evidence for a dispute (issue 29, decision 415): while an order is disputed, its buyer and its seller may add
// photos, up to MAX_DISPUTE_PHOTOS between them; the admin sees them on the order beside its conversation.
import { MAX_DISPUTE_PHOTOS, type DisputePhoto } from '@boibazar/shared/orders';
import type { UploadedImage } from '@boibazar/shared/catalogue';
import type { Db } from '../../db/database.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { badRequest, conflict, forbidden } from '../../lib/errors.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import type { AuthUser } from '../identity/index.ts';
import { loadOrderFor } from './order-access.ts';
import type { OrderWithSeller } from './transition-order.ts';
import { countDisputePhotos, insertDisputePhoto, listDisputePhotos } from './dispute-photo-repository.ts';

export async function disputePhotosOf(db: Db, order: OrderWithSeller): Promise<DisputePhoto[]> {
  const rows = await listDisputePhotos(db, order._id);
  return rows.map((row) => ({
    url: row.url,
    thumbnailUrl: row.thumbnail_url,
    by: row.uploaded_by === order.buyerId ? 'buyer' : 'seller',
    at: row.created_at,
  }));
}

/**
 * One more photo, last. Checked before the upload (no decoding for a caller who may not add one), and the place
 * is taken by the unique (order, position) index: of two uploads racing for the last place one wins, the other
 * is told to try again and nothing of it is kept in the table.
 */
export async function addDisputePhoto(
  db: Db,
  user: AuthUser,
  orderId: string,
  upload: () => Promise<UploadedImage>,
): Promise<void> {
  const { order, viewer } = await loadOrderFor(db, user, orderId);
  if (viewer === 'admin')
    throw forbidden('NOT_A_PARTY', 'Only the buyer and the seller add photos to a dispute');
  if (order.status !== 'disputed')
    throw conflict('WRONG_STAGE', 'Photos can be added only while the order is disputed', {
      stage: order.status,
      step: 'addDisputePhoto',
    });
  const tooMany = () =>
    badRequest('TOO_MANY_PHOTOS', `A dispute can have at most ${MAX_DISPUTE_PHOTOS} photos`);
  if ((await countDisputePhotos(db, orderId)) >= MAX_DISPUTE_PHOTOS) throw tooMany();
  const photo = await upload();
  const position = await countDisputePhotos(db, orderId);
  if (position >= MAX_DISPUTE_PHOTOS) throw tooMany();
  try {
    await insertDisputePhoto(db, {
      id: newId(),
      order_id: orderId,
      uploaded_by: user._id,
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
