import type { Db } from '../../db/database.ts';
import { inTransaction, publish } from '../../events/index.ts';
import { notFound } from '../../lib/errors.ts';
import { findLiveSeller, markSellerVerified } from './user-repository.ts';

declare module '../../events/index.ts' {
  interface DomainEvents {
    'seller.verified': { sellerId: string };
  }
}

/**
 * Marks a live seller verified. `modifiedCount` is 0 when they already were (spec §7: the web shows
 * 'Seller Verified!' only above 0); an unknown, deleted or non-seller id is a 404.
 */
export async function verifySeller(db: Db, sellerId: string): Promise<{ modifiedCount: number }> {
  const seller = await findLiveSeller(db, sellerId);
  if (!seller) throw notFound('SELLER_NOT_FOUND', 'Seller');
  return inTransaction(db, async (trx) => {
    const modifiedCount = (await markSellerVerified(trx, sellerId)) ? 1 : 0;
    if (modifiedCount === 1) await publish(trx, { type: 'seller.verified', sellerId });
    return { modifiedCount };
  });
}
