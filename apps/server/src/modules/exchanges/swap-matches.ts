// GET /exchanges/matches: pairs of books whose owners each hold what the other wants.
import type { SwapMatch } from '@boibazar/shared/exchanges';
import type { Db } from '../../db/database.ts';
import { findExchangeListings, findSwapMatches } from '../catalogue/index.ts';
import { findPeople, type AuthUser } from '../identity/index.ts';

export async function listSwapMatches(db: Db, user: AuthUser, limit = 20): Promise<SwapMatch[]> {
  const pairs = await findSwapMatches(db, user._id, limit);
  const listings = await findExchangeListings(
    db,
    pairs.flatMap((p) => [p.mine, p.theirs]),
  );
  const people = await findPeople(
    db,
    pairs.map((p) => p.sellerId),
  );
  const card = (id: string) => {
    const b = listings.get(id)!;
    return {
      _id: b.id,
      productName: b.title,
      author: b.author,
      image: b.photo,
      resale: b.price,
      condition: b.condition,
    };
  };
  return pairs.map((p) => ({
    mine: card(p.mine),
    theirs: card(p.theirs),
    seller: {
      _id: p.sellerId,
      name: people.get(p.sellerId)?.name ?? 'A seller',
      image: people.get(p.sellerId)?.image ?? '',
    },
  }));
}
