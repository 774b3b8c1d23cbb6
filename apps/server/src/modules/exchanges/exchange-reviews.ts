// For the reviews module: a completed exchange's parties, marking a side reviewed once, and who may see
// the exchange's reviews.
import type { Db } from '../../db/database.ts';
import type { AuthUser } from '../identity/index.ts';
import { loadExchangeFor } from './exchange-access.ts';
import { findExchange, stampSide } from './exchange-repository.ts';

export async function findExchangeForReview(db: Db, id: string) {
  const x = await findExchange(db, id);
  if (!x) return undefined;
  return {
    id: x.id,
    proposerId: x.proposer_id,
    ownerId: x.owner_id,
    status: x.status,
    completedAt: x.completed_at,
    proposerReviewedAt: x.proposer_reviewed_at,
    ownerReviewedAt: x.owner_reviewed_at,
  };
}

/** One review per side: a conditional update, so the second attempt (or a race) changes nothing. */
export function markExchangeSideReviewed(trx: Db, id: string, side: 'proposer' | 'owner'): Promise<boolean> {
  return stampSide(trx, id, `${side}_reviewed_at`, 'completed');
}

/** The exchange as its reviews are shown: who the caller is in it (parties and the admin only). */
export async function loadExchangeForReviews(db: Db, user: AuthUser, id: string) {
  const { exchange: x, viewer } = await loadExchangeFor(db, user, id);
  return {
    viewer,
    viewerId: viewer === 'proposer' ? x.proposer_id : viewer === 'owner' ? x.owner_id : null,
    status: x.status,
    completedAt: x.completed_at,
  };
}
