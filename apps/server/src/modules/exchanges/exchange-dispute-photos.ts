// Evidence for an exchange's dispute (issue 29, decision 455), as for an order's (decision 415) and through the
// same mechanism (dispute-evidence): while the exchange is disputed its two sides add photos, up to
// MAX_DISPUTE_PHOTOS between them, and take their own away; the admin sees them on the exchange's resolve screen.
import type { ExchangeDisputePhoto } from '@boibazar/shared/exchanges';
import type { UploadedImage } from '@boibazar/shared/catalogue';
import type { Db } from '../../db/database.ts';
import type { ExchangesTable } from '../../db/schema.ts';
import { conflict } from '../../lib/errors.ts';
import { addDisputePhoto, disputePhotosOf, removeDisputePhoto } from '../dispute-evidence/index.ts';
import type { AuthUser } from '../identity/index.ts';
import { loadExchangeFor, loadPartyExchange } from './exchange-access.ts';

const dealOf = (exchangeId: string) => ({ kind: 'exchange' as const, id: exchangeId });

export async function exchangeDisputePhotos(
  db: Db,
  x: ExchangesTable,
  viewerId: string,
): Promise<ExchangeDisputePhoto[]> {
  const photos = await disputePhotosOf(db, dealOf(x.id));
  return photos.map((photo) => ({
    position: photo.position,
    url: photo.url,
    thumbnailUrl: photo.thumbnailUrl,
    by: photo.uploadedBy === x.proposer_id ? 'proposer' : 'owner',
    mine: photo.uploadedBy === viewerId,
    at: photo.at,
  }));
}

/** POST /exchanges/:id/dispute/photos: one more photo, by a side of a disputed exchange. */
export async function addExchangeDisputePhoto(
  db: Db,
  user: AuthUser,
  exchangeId: string,
  upload: () => Promise<UploadedImage>,
): Promise<void> {
  const { exchange } = await loadPartyExchange(
    db,
    user,
    exchangeId,
    'Only the two sides of the exchange add photos to its dispute',
  );
  if (exchange.status !== 'disputed')
    throw conflict('WRONG_STAGE', 'Photos can be added only while the exchange is disputed', {
      stage: exchange.status,
      step: 'addDisputePhoto',
    });
  await addDisputePhoto(db, dealOf(exchangeId), user._id, upload);
}

/** DELETE /exchanges/:id/dispute/photos/:position: the one who added it takes it away, while disputed. */
export async function removeExchangeDisputePhoto(
  db: Db,
  user: AuthUser,
  exchangeId: string,
  position: number,
): Promise<void> {
  const { exchange } = await loadExchangeFor(db, user, exchangeId);
  if (exchange.status !== 'disputed')
    throw conflict('WRONG_STAGE', 'Photos can be removed only while the exchange is disputed', {
      stage: exchange.status,
      step: 'removeDisputePhoto',
    });
  await removeDisputePhoto(db, dealOf(exchangeId), user._id, position);
}
