// Who the caller is in an exchange: its proposer, its owner (the party the offer was made to) or the admin.
import type { Db } from '../../db/database.ts';
import type { ExchangesTable } from '../../db/schema.ts';
import { forbidden, notFound } from '../../lib/errors.ts';
import { findExchangeListings } from '../catalogue/index.ts';
import type { AuthUser } from '../identity/index.ts';
import { booksOf, findExchange } from './exchange-repository.ts';

export type Viewer = 'proposer' | 'owner' | 'admin';

export function viewerOf(x: ExchangesTable, user: AuthUser): Viewer | null {
  if (x.proposer_id === user._id) return 'proposer';
  if (x.owner_id === user._id) return 'owner';
  if (user.role === 'Admin') return 'admin';
  return null;
}

export async function loadExchangeFor(
  db: Db,
  user: AuthUser,
  id: string,
): Promise<{ exchange: ExchangesTable; viewer: Viewer }> {
  const exchange = await findExchange(db, id);
  if (!exchange) throw notFound('EXCHANGE_NOT_FOUND', 'Exchange');
  const viewer = viewerOf(exchange, user);
  if (!viewer) throw forbidden('NOT_A_PARTY', 'Only the two parties and the admin can see this exchange');
  return { exchange, viewer };
}

/** The exchange's party (not the admin), or 403 with `message`. */
export async function loadPartyExchange(db: Db, user: AuthUser, id: string, message: string) {
  const { exchange, viewer } = await loadExchangeFor(db, user, id);
  if (viewer === 'admin') throw forbidden('NOT_YOUR_STEP', message);
  return { exchange, side: viewer };
}

export async function bookNameOf(db: Db, x: ExchangesTable): Promise<string> {
  return (await findExchangeListings(db, [x.target_book_id])).get(x.target_book_id)?.title ?? 'a book';
}

export async function bookIdsOf(db: Db, exchangeId: string): Promise<string[]> {
  return (await booksOf(db, [exchangeId])).map((b) => b.book_id);
}
