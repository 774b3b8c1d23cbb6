// The answers to an open offer: accept (taking every book with the sale's conditional update, decision
// 031), decline, withdraw; and the expiry timer. See docs/decisions/140-exchange-state-machine.md.
import type { Db } from '../../db/database.ts';
import type { ExchangesTable } from '../../db/schema.ts';
import { inTransaction } from '../../events/index.ts';
import { AppError } from '../../lib/errors.ts';
import { nowIso } from '../../lib/ids.ts';
import {
  findExchangeListings,
  notForSale,
  reserveBookForExchange,
  whyNotForSale,
} from '../catalogue/index.ts';
import type { AuthUser } from '../identity/index.ts';
import { bookIdsOf, bookNameOf, loadPartyExchange } from './exchange-access.ts';
import type { ExchangeDeps } from './exchange-deps.ts';
import { findExchange, openProposalsWithBooks } from './exchange-repository.ts';
import { checkStep } from './exchange-states.ts';
import { transitionExchange } from './transition-exchange.ts';
import { clock } from '../../lib/clock.ts';

const TAKEN = 'One of its books went to another deal';

export async function acceptExchange(db: Db, deps: ExchangeDeps, user: AuthUser, id: string): Promise<void> {
  const { exchange: x, side } = await loadPartyExchange(
    db,
    user,
    id,
    'Only the party the offer was made to can accept it',
  );
  checkStep(x, 'accept', { side, userId: user._id });
  const bookIds = (await bookIdsOf(db, x.id)).sort();
  const bookName = await bookNameOf(db, x);
  const withTopup = Number(x.topup_amount) > 0;

  await inTransaction(db, async (trx) => {
    // The books' rows first, in one order everywhere, like every sale: an accept racing a sale or
    // another accept waits here and then finds the book taken. Reserving announces `book.left_market`,
    // on which orders cancels the books' open bookings (decision 400).
    for (const bookId of bookIds) {
      if (!(await reserveBookForExchange(trx, bookId))) {
        const title = (await findExchangeListings(trx, [bookId])).get(bookId)?.title ?? 'A book';
        const reason = (await whyNotForSale(trx, bookId)) ?? 'This book is no longer for sale';
        throw notForSale(reason, `${title}: ${reason}; this exchange cannot be accepted`);
      }
    }
    const now = nowIso();
    const dueAt = withTopup ? clock.inIso(deps.topupWithinMs) : null;
    await transitionExchange(
      trx,
      x,
      withTopup ? 'acceptAwaitingTopup' : 'accept',
      { role: 'owner', id: user._id },
      {
        bookName,
        set: { accepted_at: now, topup_due_at: dueAt },
      },
    );
    for (const other of await openProposalsWithBooks(trx, bookIds, x.id)) {
      try {
        await transitionExchange(
          trx,
          other,
          'lose',
          { role: 'system', id: null },
          {
            bookName: await bookNameOf(trx, other),
            reason: TAKEN,
          },
        );
      } catch (error) {
        // Withdrawn or declined meanwhile: nothing left to close (the conditional update changed nothing).
        if (!(
          error instanceof AppError &&
          (error.code === 'WRONG_STAGE' || error.code === 'NO_LONGER_EXISTS')
        ))
          throw error;
      }
    }
  });
}

export async function declineExchange(db: Db, user: AuthUser, id: string, reason: string): Promise<void> {
  const { exchange: x, side } = await loadPartyExchange(
    db,
    user,
    id,
    'Only the party the offer was made to can decline it',
  );
  checkStep(x, 'decline', { side, userId: user._id });
  const bookName = await bookNameOf(db, x);
  await inTransaction(db, (trx) =>
    transitionExchange(trx, x, 'decline', { role: 'owner', id: user._id }, { bookName, reason }),
  );
}

export async function withdrawExchange(db: Db, user: AuthUser, id: string): Promise<void> {
  const { exchange: x, side } = await loadPartyExchange(
    db,
    user,
    id,
    'Only the proposer can withdraw the offer',
  );
  checkStep(x, 'withdraw', { side, userId: user._id });
  const bookName = await bookNameOf(db, x);
  await inTransaction(db, (trx) =>
    transitionExchange(trx, x, 'withdraw', { role: 'proposer', id: user._id }, { bookName }),
  );
}

/** The offer's timer (in the job's transaction): an offer still open lapses; anything else is left alone. */
export async function expireOffer(trx: Db, id: string): Promise<void> {
  const x: ExchangesTable | undefined = await findExchange(trx, id);
  if (x?.status !== 'proposed') return;
  await transitionExchange(
    trx,
    x,
    'expire',
    { role: 'system', id: null },
    { bookName: await bookNameOf(trx, x) },
  );
}
