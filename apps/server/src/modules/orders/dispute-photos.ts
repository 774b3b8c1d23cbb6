// Evidence for an order's dispute (issue 29, decisions 415 and 455): while the order is disputed, its buyer and
// its seller may add photos, up to MAX_DISPUTE_PHOTOS between them, and take their own away; the admin sees them
// on the order beside its conversation. The photos themselves are dispute-evidence's, shared with exchanges.
import type { DisputePhoto } from '@boibazar/shared/orders';
import type { Db } from '../../db/database.ts';
import { conflict, forbidden } from '../../lib/errors.ts';
import {
  addDisputePhoto as addPhoto,
  disputePhotosOf as photosOf,
  removeDisputePhoto,
} from '../dispute-evidence/index.ts';
import type { UploadedImage } from '@boibazar/shared/catalogue';
import type { AuthUser } from '../identity/index.ts';
import { loadOrderFor } from './order-access.ts';
import type { OrderWithSeller } from './transition-order.ts';

const dealOf = (orderId: string) => ({ kind: 'order' as const, id: orderId });

export async function disputePhotosOf(
  db: Db,
  order: OrderWithSeller,
  viewerId: string,
): Promise<DisputePhoto[]> {
  const photos = await photosOf(db, dealOf(order._id));
  return photos.map((photo) => ({
    position: photo.position,
    url: photo.url,
    thumbnailUrl: photo.thumbnailUrl,
    by: photo.uploadedBy === order.buyerId ? 'buyer' : 'seller',
    mine: photo.uploadedBy === viewerId,
    at: photo.at,
  }));
}

/** POST /orders/:id/dispute/photos: one more photo, by the buyer or the seller of a disputed order. */
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
  await addPhoto(db, dealOf(orderId), user._id, upload);
}

/** DELETE /orders/:id/dispute/photos/:position: the one who added it takes it away, while the order is disputed. */
export async function removeOrderDisputePhoto(
  db: Db,
  user: AuthUser,
  orderId: string,
  position: number,
): Promise<void> {
  const { order } = await loadOrderFor(db, user, orderId);
  if (order.status !== 'disputed')
    throw conflict('WRONG_STAGE', 'Photos can be removed only while the order is disputed', {
      stage: order.status,
      step: 'removeDisputePhoto',
    });
  await removeDisputePhoto(db, dealOf(orderId), user._id, position);
}
