// POST /exchanges and POST /exchanges/:id/counter: an offer of one's own books (and a top-up) for the
// other party's, checked against the database, recorded with its timeline row, expiry timer and event.
import type { CounterInput, NewExchange, Topup } from '@boibazar/shared/exchanges';
import { EXCHANGE_ROUNDS_MAX } from '@boibazar/shared/exchanges';
import type { Db } from '../../db/database.ts';
import type { ExchangesTable } from '../../db/schema.ts';
import { inTransaction, publish } from '../../events/index.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { findExchangeListings, notForSale, whyNotForSale, type ExchangeListing } from '../catalogue/index.ts';
import type { AuthUser } from '../identity/index.ts';
import type { ExchangeDeps } from './exchange-deps.ts';
import { checkStep } from './exchange-states.ts';
import {
  findExchange,
  findOpenProposal,
  insertExchange,
  insertExchangeEvent,
} from './exchange-repository.ts';
import { fieldsOf, transitionExchange } from './transition-exchange.ts';
import { clock } from '../../lib/clock.ts';

const ONE_OPEN = 'You already have an open offer for this book; withdraw it or wait for an answer';

function mustBeSeller(user: AuthUser) {
  if (user.role !== 'Seller')
    throw forbidden(
      'SELLER_ONLY',
      'Only sellers can offer exchanges; start selling from your dashboard first',
    );
}

/** Every book must exist, belong to `ownerId` and be free (unsold, unreserved, listed). */
async function checkSide(
  db: Db,
  listings: Map<string, ExchangeListing>,
  ids: string[],
  ownerId: string,
  notYours: string,
): Promise<void> {
  for (const id of ids) {
    const book = listings.get(id);
    if (!book) throw notFound('BOOK_NOT_FOUND', 'Book');
    if (book.sellerId !== ownerId) throw forbidden('NOT_YOUR_BOOK', notYours);
    if (book.removed || book.isSold) {
      const reason = (await whyNotForSale(db, id)) ?? 'This book is no longer for sale';
      throw notForSale(reason, `${book.title}: ${reason}`);
    }
  }
}

async function record(
  db: Db,
  row: ExchangesTable,
  sides: { proposer: string[]; owner: string[] },
  bookName: string,
  parent?: ExchangesTable,
): Promise<void> {
  try {
    await inTransaction(db, async (trx) => {
      if (parent)
        await transitionExchange(
          trx,
          parent,
          'counter',
          { role: 'owner', id: row.proposer_id },
          {
            bookName,
            counterId: row.id,
          },
        );
      await insertExchange(trx, row, [
        ...sides.proposer.map((book_id) => ({ exchange_id: row.id, book_id, side: 'proposer' as const })),
        ...sides.owner.map((book_id) => ({ exchange_id: row.id, book_id, side: 'owner' as const })),
      ]);
      await insertExchangeEvent(trx, {
        exchangeId: row.id,
        type: parent ? 'counter_proposed' : 'proposed',
        from: null,
        to: 'proposed',
        actorRole: 'proposer',
        actorId: row.proposer_id,
        data: row.message ? { reason: row.message } : undefined,
      });
      await publish(trx, {
        type: 'exchange.proposed',
        ...fieldsOf(row, bookName, { role: 'proposer', id: row.proposer_id }),
        counter: parent !== undefined,
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict('ALREADY_PROPOSED', ONE_OPEN);
    throw error;
  }
}

function newRow(
  deps: ExchangeDeps,
  fields: { proposerId: string; ownerId: string; targetBookId: string; topup: Topup; message: string },
  parent?: ExchangesTable,
): ExchangesTable {
  const now = nowIso();
  return {
    id: newId(),
    proposer_id: fields.proposerId,
    owner_id: fields.ownerId,
    target_book_id: fields.targetBookId,
    parent_id: parent?.id ?? null,
    round: parent ? parent.round + 1 : 1,
    status: 'proposed',
    topup_amount: fields.topup.amount,
    topup_payer: fields.topup.amount > 0 ? fields.topup.payer : null,
    message: fields.message,
    created_at: now,
    updated_at: now,
    expires_at: clock.inIso(deps.offerExpiresMs),
    accepted_at: null,
    topup_due_at: null,
    topup_paid_at: null,
    topup_method: null,
    proposer_handed_over_at: null,
    owner_handed_over_at: null,
    proposer_handover: null,
    owner_handover: null,
    proposer_received_at: null,
    owner_received_at: null,
    completed_at: null,
    proposer_reviewed_at: null,
    owner_reviewed_at: null,
  };
}

export async function proposeExchange(
  db: Db,
  deps: ExchangeDeps,
  user: AuthUser,
  input: Required<Pick<NewExchange, 'bookId' | 'offeredBookIds'>> & { topup: Topup; message: string },
): Promise<string> {
  mustBeSeller(user);
  const listings = await findExchangeListings(db, [input.bookId, ...input.offeredBookIds]);
  const target = listings.get(input.bookId);
  if (!target || target.removed) throw notFound('BOOK_NOT_FOUND', 'Book');
  if (target.sellerId === user._id)
    throw forbidden('OWN_BOOK', 'You cannot propose an exchange for your own book');
  if (!target.openToExchange) throw conflict('NOT_OPEN_TO_EXCHANGE', 'This book is not open to exchange');
  if (target.isSold)
    throw notForSale((await whyNotForSale(db, target.id)) ?? 'This book is no longer for sale');
  if (input.offeredBookIds.includes(input.bookId))
    throw badRequest('EXCHANGE_BOOKS_INVALID', 'Offer your own books, not the one you ask for');
  await checkSide(db, listings, input.offeredBookIds, user._id, 'You can only offer your own books');
  if (await findOpenProposal(db, user._id, target.sellerId, target.id))
    throw conflict('ALREADY_PROPOSED', ONE_OPEN);
  const row = newRow(deps, {
    proposerId: user._id,
    ownerId: target.sellerId,
    targetBookId: target.id,
    topup: input.topup,
    message: input.message,
  });
  await record(db, row, { proposer: input.offeredBookIds, owner: [target.id] }, target.title);
  return row.id;
}

export async function counterExchange(
  db: Db,
  deps: ExchangeDeps,
  user: AuthUser,
  id: string,
  input: Required<Pick<CounterInput, 'offeredBookIds' | 'requestedBookIds'>> & {
    topup: Topup;
    message: string;
  },
): Promise<string> {
  const parent = await findExchange(db, id);
  if (!parent) throw notFound('EXCHANGE_NOT_FOUND', 'Exchange');
  const side = parent.owner_id === user._id ? 'owner' : parent.proposer_id === user._id ? 'proposer' : null;
  if (!side) throw forbidden('NOT_A_PARTY', 'This exchange is not yours');
  checkStep(parent, 'counter', { side, userId: user._id });
  if (parent.round >= EXCHANGE_ROUNDS_MAX)
    throw conflict(
      'LIMIT_REACHED',
      `This exchange has reached ${EXCHANGE_ROUNDS_MAX} rounds; accept or decline it`,
    );
  mustBeSeller(user);
  const listings = await findExchangeListings(db, [
    parent.target_book_id,
    ...input.offeredBookIds,
    ...input.requestedBookIds,
  ]);
  await checkSide(db, listings, input.offeredBookIds, user._id, 'You can only offer your own books');
  await checkSide(
    db,
    listings,
    input.requestedBookIds,
    parent.proposer_id,
    'You can only ask for books of the member you are answering',
  );
  const row = newRow(
    deps,
    {
      proposerId: user._id,
      ownerId: parent.proposer_id,
      targetBookId: parent.target_book_id,
      topup: input.topup,
      message: input.message,
    },
    parent,
  );
  const bookName = listings.get(parent.target_book_id)?.title ?? 'your book';
  await record(db, row, { proposer: input.offeredBookIds, owner: input.requestedBookIds }, bookName, parent);
  return row.id;
}
