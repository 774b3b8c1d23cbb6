// Reading conversations: the caller's list, one conversation, its messages page by page, unread counts,
// and the admin's list of reported conversations.
import type {
  Conversation,
  Message,
  MessagePage,
  ReportedConversation,
} from '@boibazar/shared/conversations';
import type { Db } from '../../db/database.ts';
import { badRequest } from '../../lib/errors.ts';
import type { Page } from '../../lib/pagination.ts';
import { findBookCards } from '../catalogue/index.ts';
import { findPeople, type AuthUser } from '../identity/index.ts';
import { isParticipant, readableConversation } from './conversation-access.ts';
import {
  countUnread,
  findLastMessage,
  findMessageSeq,
  listConversationsOf,
  listMessages,
  listReportedConversations,
  type ListFilter,
} from './conversation-repository.ts';
import { presentConversations } from './present-conversations.ts';

export async function listConversations(
  db: Db,
  caller: AuthUser,
  filter: ListFilter,
  page: Page,
): Promise<Conversation[]> {
  return presentConversations(db, caller._id, await listConversationsOf(db, caller._id, filter, page));
}

export async function getConversation(db: Db, caller: AuthUser, id: string): Promise<Conversation> {
  const row = await readableConversation(db, caller, id);
  const asAdmin = !isParticipant(row, caller._id);
  const [conversation] = await presentConversations(
    db,
    asAdmin ? row.seller_id : caller._id,
    [{ ...row, lastMessage: await findLastMessage(db, row) }],
    asAdmin,
  );
  return conversation;
}

export async function getMessages(
  db: Db,
  caller: AuthUser,
  id: string,
  query: { before?: string; after?: string; limit: number },
): Promise<MessagePage> {
  const row = await readableConversation(db, caller, id);
  if (query.before && query.after)
    throw badRequest('VALIDATION_FAILED', 'Ask for messages before or after one message, not both');
  const seqOf = async (messageId: string | undefined) => {
    if (!messageId) return undefined;
    const seq = await findMessageSeq(db, row.id, messageId);
    if (seq === undefined) throw badRequest('INVALID_CURSOR', 'That message is not in this conversation');
    return seq;
  };
  return listMessages(db, row.id, {
    before: await seqOf(query.before),
    after: await seqOf(query.after),
    limit: query.limit,
  });
}

export const unreadMessages = (db: Db, caller: AuthUser) => countUnread(db, caller._id);

export async function reportedConversations(db: Db, page: Page): Promise<ReportedConversation[]> {
  const rows = await listReportedConversations(db, page);
  const [books, people] = await Promise.all([
    findBookCards(
      db,
      rows.map((r) => r.book_id),
    ),
    findPeople(
      db,
      rows.flatMap((r) => [r.asker_id, r.seller_id]),
    ),
  ]);
  const nameOf = (id: string) => people.get(id)?.name ?? 'A former member';
  return rows.map((row) => ({
    _id: row.id,
    book: { _id: row.book_id, productName: books.get(row.book_id)?.title ?? 'A removed listing' },
    asker: { _id: row.asker_id, name: nameOf(row.asker_id) },
    seller: { _id: row.seller_id, name: nameOf(row.seller_id) },
    reportCount: row.report_count,
    reasons: row.reasons,
    lastReportedAt: row.last_reported_at,
  }));
}

/**
 * The answer of every call that writes a message and may open the conversation (asking a seller, writing
 * about an order or an exchange): the conversation as the sender now sees it, and the message.
 */
export async function startedConversation(
  db: Db,
  sender: AuthUser,
  sent: { conversation: { id: string }; message: Message },
): Promise<{ conversation: Conversation; message: Message }> {
  return { conversation: await getConversation(db, sender, sent.conversation.id), message: sent.message };
}
