// Conversations, their messages, blocks between people and reports of conversations: all their SQL.
import type { Message, OfferCard } from '@boibazar/shared/conversations';
import { sql } from 'kysely';
import type { Db } from '../../db/database.ts';
import type { ConversationsTable, MessagesTable } from '../../db/schema.ts';
import { newId } from '../../lib/ids.ts';
import { newestFirst, type Cursor, type Page } from '../../lib/pagination.ts';

export interface ConversationRow {
  id: string;
  book_id: string;
  asker_id: string;
  seller_id: string;
  created_at: string;
  last_message_at: string;
  last_message_id: string | null;
  asker_unread: number;
  seller_unread: number;
}

const conversationColumns = [
  'conversations.id',
  'conversations.book_id',
  'conversations.asker_id',
  'conversations.seller_id',
  'conversations.created_at',
  'conversations.last_message_at',
  'conversations.last_message_id',
  'conversations.asker_unread',
  'conversations.seller_unread',
] as const;

const toRow = (row: Omit<ConversationRow, 'asker_unread' | 'seller_unread'> & Record<string, unknown>) =>
  ({
    ...row,
    asker_unread: Number(row.asker_unread),
    seller_unread: Number(row.seller_unread),
  }) as ConversationRow;

export const toMessage = (
  row: Pick<
    MessagesTable,
    | 'id'
    | 'conversation_id'
    | 'sender_id'
    | 'text'
    | 'created_at'
    | 'offer_id'
    | 'offer_event'
    | 'offer_amount'
  >,
): Message => ({
  _id: row.id,
  conversationId: row.conversation_id,
  senderId: row.sender_id,
  text: row.text,
  sentAt: row.created_at,
  ...(row.offer_id
    ? {
        offer: {
          offerId: row.offer_id,
          event: row.offer_event as OfferCard['event'],
          amount: Number(row.offer_amount),
        },
      }
    : {}),
});

const messageColumns = [
  'id',
  'conversation_id',
  'sender_id',
  'text',
  'created_at',
  'offer_id',
  'offer_event',
  'offer_amount',
] as const;

export async function findConversation(db: Db, id: string): Promise<ConversationRow | undefined> {
  const row = await db
    .selectFrom('conversations')
    .select(conversationColumns)
    .where('id', '=', id)
    .executeTakeFirst();
  return row && toRow(row);
}

export async function findConversationOfAsker(
  db: Db,
  bookId: string,
  askerId: string,
): Promise<ConversationRow | undefined> {
  const row = await db
    .selectFrom('conversations')
    .select(conversationColumns)
    .where('book_id', '=', bookId)
    .where('asker_id', '=', askerId)
    .executeTakeFirst();
  return row && toRow(row);
}

export async function insertConversation(
  db: Db,
  values: Pick<ConversationsTable, 'id' | 'book_id' | 'asker_id' | 'seller_id' | 'created_at'>,
): Promise<void> {
  await db
    .insertInto('conversations')
    .values({ ...values, last_message_at: values.created_at, last_message_id: null })
    .execute();
}

/**
 * Adds a message: numbers it under the conversation row's write lock, moves the conversation to the top
 * of both lists and counts it unread for the recipient. Run inside a transaction.
 */
export async function appendMessage(
  trx: Db,
  conversation: Pick<ConversationRow, 'id' | 'asker_id'>,
  senderId: string,
  text: string,
  now: string,
  offer?: OfferCard,
): Promise<Message> {
  const id = newId();
  const recipientUnread = senderId === conversation.asker_id ? 'seller_unread' : 'asker_unread';
  const { message_count: seq } = await trx
    .updateTable('conversations')
    .set((eb) => ({
      message_count: eb('message_count', '+', 1),
      [recipientUnread]: eb(recipientUnread, '+', 1),
      last_message_at: now,
      last_message_id: id,
    }))
    .where('id', '=', conversation.id)
    .returning('message_count')
    .executeTakeFirstOrThrow();
  const row = {
    id,
    conversation_id: conversation.id,
    seq: Number(seq),
    sender_id: senderId,
    text,
    created_at: now,
    offer_id: offer?.offerId ?? null,
    offer_event: offer?.event ?? null,
    offer_amount: offer?.amount ?? null,
  };
  await trx.insertInto('messages').values(row).execute();
  return toMessage(row);
}

export async function markRead(db: Db, conversation: ConversationRow, userId: string): Promise<void> {
  await db
    .updateTable('conversations')
    .set(userId === conversation.asker_id ? { asker_unread: 0 } : { seller_unread: 0 })
    .where('id', '=', conversation.id)
    .execute();
}

/** Unread messages over all of a user's conversations (the top bar's count). */
export async function countUnread(db: Db, userId: string): Promise<number> {
  const { rows } = await sql<{ total: string | number | null }>`
    select
      coalesce((select sum(asker_unread) from conversations where asker_id = ${userId}), 0)
      + coalesce((select sum(seller_unread) from conversations where seller_id = ${userId}), 0) as total
  `.execute(db);
  return Number(rows[0]?.total ?? 0);
}

export interface ListFilter {
  bookId?: string;
  withUser?: string;
}

export const conversationCursor = (row: ConversationRow): Cursor => ({
  key: row.last_message_at,
  id: row.id,
});

/** The user's conversations, the most recently active first; limit + 1 rows for pageOf. */
export async function listConversationsOf(
  db: Db,
  userId: string,
  filter: ListFilter,
  page: Page,
): Promise<Array<ConversationRow & { lastMessage: Message | null }>> {
  let query = db
    .selectFrom('conversations')
    .leftJoin('messages', 'messages.id', 'conversations.last_message_id')
    .select(conversationColumns)
    .select([
      'messages.id as message_id',
      'messages.sender_id as message_sender_id',
      'messages.text as message_text',
      'messages.created_at as message_created_at',
      'messages.offer_id as message_offer_id',
      'messages.offer_event as message_offer_event',
      'messages.offer_amount as message_offer_amount',
    ])
    .where((eb) =>
      eb.or([eb('conversations.asker_id', '=', userId), eb('conversations.seller_id', '=', userId)]),
    );
  if (filter.bookId) query = query.where('conversations.book_id', '=', filter.bookId);
  if (filter.withUser) {
    const other = filter.withUser;
    query = query.where((eb) =>
      eb.or([eb('conversations.asker_id', '=', other), eb('conversations.seller_id', '=', other)]),
    );
  }
  const rows = await newestFirst(
    query,
    { key: 'conversations.last_message_at', id: 'conversations.id' },
    page,
  ).execute();
  return rows.map((row) => ({
    ...toRow(row),
    lastMessage: row.message_id
      ? toMessage({
          id: row.message_id,
          conversation_id: row.id,
          sender_id: row.message_sender_id as string,
          text: row.message_text as string,
          created_at: row.message_created_at as string,
          offer_id: row.message_offer_id,
          offer_event: row.message_offer_event,
          offer_amount: row.message_offer_amount,
        })
      : null,
  }));
}

export async function findLastMessage(db: Db, conversation: ConversationRow): Promise<Message | null> {
  if (!conversation.last_message_id) return null;
  const row = await db
    .selectFrom('messages')
    .select(messageColumns)
    .where('id', '=', conversation.last_message_id)
    .executeTakeFirst();
  return row ? toMessage(row) : null;
}

export async function findMessageSeq(
  db: Db,
  conversationId: string,
  messageId: string,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('messages')
    .select('seq')
    .where('id', '=', messageId)
    .where('conversation_id', '=', conversationId)
    .executeTakeFirst();
  return row ? Number(row.seq) : undefined;
}

/**
 * A page of messages, oldest first: the newest `limit` before seq `before`, or the oldest `limit` after
 * seq `after`, or the newest `limit` overall. Served by the (conversation_id, seq) unique index.
 */
export async function listMessages(
  db: Db,
  conversationId: string,
  opts: { before?: number; after?: number; limit: number },
): Promise<{ messages: Message[]; hasOlder: boolean }> {
  let query = db
    .selectFrom('messages')
    .select([...messageColumns, 'seq'])
    .where('conversation_id', '=', conversationId);
  if (opts.after !== undefined) {
    const rows = await query.where('seq', '>', opts.after).orderBy('seq', 'asc').limit(opts.limit).execute();
    return { messages: rows.map(toMessage), hasOlder: opts.after > 0 };
  }
  if (opts.before !== undefined) query = query.where('seq', '<', opts.before);
  const rows = await query
    .orderBy('seq', 'desc')
    .limit(opts.limit + 1)
    .execute();
  const hasOlder = rows.length > opts.limit;
  return { messages: rows.slice(0, opts.limit).reverse().map(toMessage), hasOlder };
}

export async function isBlocked(db: Db, blockerId: string, blockedId: string): Promise<boolean> {
  const row = await db
    .selectFrom('user_blocks')
    .select('blocker_id')
    .where('blocker_id', '=', blockerId)
    .where('blocked_id', '=', blockedId)
    .executeTakeFirst();
  return Boolean(row);
}

/** Of these people, the ones the user blocked and the ones who blocked the user. */
export async function blocksBetween(
  db: Db,
  userId: string,
  others: string[],
): Promise<{ blockedByMe: Set<string>; blockedMe: Set<string> }> {
  if (others.length === 0) return { blockedByMe: new Set(), blockedMe: new Set() };
  const rows = await db
    .selectFrom('user_blocks')
    .select(['blocker_id', 'blocked_id'])
    .where((eb) =>
      eb.or([
        eb.and([eb('blocker_id', '=', userId), eb('blocked_id', 'in', others)]),
        eb.and([eb('blocked_id', '=', userId), eb('blocker_id', 'in', others)]),
      ]),
    )
    .execute();
  return {
    blockedByMe: new Set(rows.filter((r) => r.blocker_id === userId).map((r) => r.blocked_id)),
    blockedMe: new Set(rows.filter((r) => r.blocked_id === userId).map((r) => r.blocker_id)),
  };
}

/** Blocks once; a second block is a no-op (answers false). */
export async function insertBlock(
  db: Db,
  blockerId: string,
  blockedId: string,
  now: string,
): Promise<boolean> {
  const result = await db
    .insertInto('user_blocks')
    .values({ blocker_id: blockerId, blocked_id: blockedId, created_at: now })
    .onConflict((oc) => oc.columns(['blocker_id', 'blocked_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export async function deleteBlock(db: Db, blockerId: string, blockedId: string): Promise<void> {
  await db
    .deleteFrom('user_blocks')
    .where('blocker_id', '=', blockerId)
    .where('blocked_id', '=', blockedId)
    .execute();
}

/** Which of these conversations the user has reported. */
export async function reportedBy(db: Db, userId: string, conversationIds: string[]): Promise<Set<string>> {
  if (conversationIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('conversation_reports')
    .select('conversation_id')
    .where('reporter_id', '=', userId)
    .where('conversation_id', 'in', conversationIds)
    .execute();
  return new Set(rows.map((r) => r.conversation_id));
}

export async function isReported(db: Db, conversationId: string): Promise<boolean> {
  const row = await db
    .selectFrom('conversation_reports')
    .select('id')
    .where('conversation_id', '=', conversationId)
    .executeTakeFirst();
  return Boolean(row);
}

/** Reports once; a second report by the same person is a no-op (answers false). */
export async function insertConversationReport(
  db: Db,
  conversationId: string,
  reporterId: string,
  reason: string | null,
  now: string,
): Promise<boolean> {
  const result = await db
    .insertInto('conversation_reports')
    .values({
      id: newId(),
      conversation_id: conversationId,
      reporter_id: reporterId,
      reason,
      created_at: now,
    })
    .onConflict((oc) => oc.columns(['conversation_id', 'reporter_id']).doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

export interface ReportedConversationRow extends ConversationRow {
  report_count: number;
  last_reported_at: string;
  reasons: string[];
}

/** Reported conversations for the admin, the most recently reported first; limit + 1 rows. */
export async function listReportedConversations(db: Db, page: Page): Promise<ReportedConversationRow[]> {
  const grouped = db
    .selectFrom('conversation_reports')
    .select((eb) => [
      'conversation_id',
      eb.fn.countAll<string | number>().as('report_count'),
      eb.fn.max('created_at').as('last_reported_at'),
    ])
    .groupBy('conversation_id')
    .as('r');
  const rows = await newestFirst(
    db
      .selectFrom(grouped)
      .innerJoin('conversations', 'conversations.id', 'r.conversation_id')
      .select(conversationColumns)
      .select(['r.report_count', 'r.last_reported_at']),
    { key: 'r.last_reported_at', id: 'conversations.id' },
    page,
  ).execute();
  const reasons = rows.length
    ? await db
        .selectFrom('conversation_reports')
        .select(['conversation_id', 'reason'])
        .where(
          'conversation_id',
          'in',
          rows.map((r) => r.id),
        )
        .where('reason', 'is not', null)
        .orderBy('created_at')
        .execute()
    : [];
  return rows.map((row) => ({
    ...toRow(row),
    report_count: Number(row.report_count),
    last_reported_at: String(row.last_reported_at),
    reasons: reasons.filter((r) => r.conversation_id === row.id).map((r) => r.reason as string),
  }));
}
