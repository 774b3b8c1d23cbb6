// The landing page's real figures (decision 421): counted in the database, for everyone, beside the
// specification's own marketing figures.
import type { PublicFigures } from '@boibazar/shared/admin';
import type { Db } from '../../db/database.ts';
import type { ReadCache } from '../../lib/read-cache.ts';
import { catalogueStats } from '../catalogue/index.ts';
import { countCompletedExchanges } from '../exchanges/index.ts';
import { countMembersByRole } from '../identity/index.ts';
import { orderStats } from '../orders/index.ts';

export function getPublicFigures(db: Db, cache: ReadCache): Promise<PublicFigures> {
  return cache.read('public-figures', async () => {
    const [catalogue, members, orders, exchanges] = await Promise.all([
      catalogueStats(db),
      countMembersByRole(db),
      orderStats(db),
      countCompletedExchanges(db),
    ]);
    return {
      booksForSale: catalogue.listed,
      sellers: members.Seller,
      completedDeals: orders.byStatus.completed + exchanges,
    };
  });
}
