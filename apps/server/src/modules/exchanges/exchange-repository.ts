// The exchanges' SQL: rows in and out as plain objects.
import type { Db } from '../../db/database.ts';
import type {
  ExchangeBooksTable,
  ExchangeEventsTable,
  ExchangeSide,
  ExchangeStatus,
  ExchangesTable,
} from '../../db/schema.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { newestFirst, type Cursor, type Page } from '../../lib/pagination.ts';
import type { Actor } from './exchange-states.ts';

export function findExchange(db: Db, id: string): Promise<ExchangesTable | undefined> {
  return db.selectFrom('exchanges').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function insertExchange(
  trx: Db,
  row: ExchangesTable,
  books: ExchangeBooksTable[],
): Promise<void> {
  await trx.insertInto('exchanges').values(row).execute();
  await trx.insertInto('exchange_books').values(books).execute();
}

export function findOpenProposal(db: Db, proposerId: string, ownerId: string, targetBookId: string) {
  return db
    .selectFrom('exchanges')
    .select('id')
    .where('proposer_id', '=', proposerId)
    .where('owner_id', '=', ownerId)
    .where('target_book_id', '=', targetBookId)
    .where('status', '=', 'proposed')
    .executeTakeFirst();
}

export function booksOf(db: Db, exchangeIds: string[]): Promise<ExchangeBooksTable[]> {
  if (exchangeIds.length === 0) return Promise.resolve([]);
  return db.selectFrom('exchange_books').selectAll().where('exchange_id', 'in', exchangeIds).execute();
}

/** ONE conditional update: the exchange moves from one of `from` to `to`; false when it was elsewhere. */
export async function moveExchange(
  trx: Db,
  id: string,
  from: ExchangeStatus[],
  to: ExchangeStatus,
  set: Partial<ExchangesTable> = {},
): Promise<boolean> {
  const result = await trx
    .updateTable('exchanges')
    .set({ ...set, status: to, updated_at: nowIso() })
    .where('id', '=', id)
    .where('status', 'in', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

type SideColumn =
  `${ExchangeSide}_handed_over_at` | `${ExchangeSide}_received_at` | `${ExchangeSide}_reviewed_at`;

/** Stamps one side's step once, while the exchange is in `status` (and, for received, after the other's handover). */
export async function stampSide(
  trx: Db,
  id: string,
  column: SideColumn,
  status: ExchangeStatus,
  extra: { handover?: { side: ExchangeSide; json: string }; requireHandedOver?: ExchangeSide } = {},
): Promise<boolean> {
  const now = nowIso();
  let query = trx
    .updateTable('exchanges')
    .set({
      [column]: now,
      ...(extra.handover ? { [`${extra.handover.side}_handover`]: extra.handover.json } : {}),
      updated_at: now,
    })
    .where('id', '=', id)
    .where('status', '=', status)
    .where(column, 'is', null);
  if (extra.requireHandedOver)
    query = query.where(`${extra.requireHandedOver}_handed_over_at`, 'is not', null);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Open proposals (other than `exceptId`) that involve any of these books. */
export async function openProposalsWithBooks(trx: Db, bookIds: string[], exceptId: string) {
  if (bookIds.length === 0) return [];
  return trx
    .selectFrom('exchanges')
    .selectAll()
    .where('status', '=', 'proposed')
    .where('id', '<>', exceptId)
    .where('id', 'in', (eb) =>
      eb.selectFrom('exchange_books').select('exchange_id').where('book_id', 'in', bookIds),
    )
    .execute();
}

export async function insertExchangeEvent(
  trx: Db,
  event: {
    exchangeId: string;
    type: string;
    from: ExchangeStatus | null;
    to: ExchangeStatus;
    actorRole: Actor;
    actorId: string | null;
    data?: unknown;
  },
): Promise<void> {
  await trx
    .insertInto('exchange_events')
    .values({
      id: newId(),
      exchange_id: event.exchangeId,
      type: event.type,
      from_status: event.from,
      to_status: event.to,
      actor_role: event.actorRole,
      actor_id: event.actorId,
      data: event.data === undefined ? null : JSON.stringify(event.data),
      created_at: nowIso(),
    })
    .execute();
}

export function eventsOf(db: Db, exchangeId: string): Promise<ExchangeEventsTable[]> {
  return db
    .selectFrom('exchange_events')
    .selectAll()
    .where('exchange_id', '=', exchangeId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

const FINISHED: ExchangeStatus[] = [
  'countered',
  'declined',
  'withdrawn',
  'expired',
  'cancelled',
  'completed',
];

/** The caller's exchanges, most recently changed first. */
export function listExchangesOf(
  db: Db,
  userId: string,
  filter: { box: 'incoming' | 'outgoing' | 'all'; state?: 'open' | 'finished' },
  page: Page,
): Promise<ExchangesTable[]> {
  let query = db.selectFrom('exchanges').selectAll();
  if (filter.box === 'incoming') query = query.where('owner_id', '=', userId);
  else if (filter.box === 'outgoing') query = query.where('proposer_id', '=', userId);
  else query = query.where((eb) => eb.or([eb('owner_id', '=', userId), eb('proposer_id', '=', userId)]));
  if (filter.state === 'finished') query = query.where('status', 'in', FINISHED);
  if (filter.state === 'open') query = query.where('status', 'not in', FINISHED);
  return newestFirst(query, { key: 'updated_at', id: 'id' }, page).execute();
}

export function listExchangesByStatus(db: Db, status: ExchangeStatus, page: Page): Promise<ExchangesTable[]> {
  return newestFirst(
    db.selectFrom('exchanges').selectAll().where('status', '=', status),
    { key: 'updated_at', id: 'id' },
    page,
  ).execute();
}

/** The position of an exchange row in the lists above (most recently changed first). */
export const exchangeCursor = (x: { updated_at: string; id: string }): Cursor => ({
  key: x.updated_at,
  id: x.id,
});

/** The stage of these exchanges (for why their held top-up waits, decision 440). */
export function exchangeStagesOf(db: Db, ids: string[]) {
  return db.selectFrom('exchanges').select(['id', 'status']).where('id', 'in', ids).execute();
}

/** How many exchanges completed, for the landing page's real figures (decision 421). */
export async function countCompletedExchanges(db: Db): Promise<number> {
  const row = await db
    .selectFrom('exchanges')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('status', '=', 'completed')
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
