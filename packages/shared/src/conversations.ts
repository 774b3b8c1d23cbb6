// Conversations between a book's seller and someone asking about it (issue 13). Messages are plain text:
// stored exactly as sent and never rendered as HTML.
import { z } from 'zod';
import { idParam } from './common.ts';
import { defineEndpoint } from './endpoint.ts';
import { conversationRoutes } from './paths.ts';

export const MESSAGE_MAX_LENGTH = 2000;
/** How many messages one person may send in a minute, across all conversations. */
export const MESSAGES_PER_MINUTE = 30;

export const messageTextSchema = z
  .string({ message: 'Write a message' })
  .refine((text) => text.trim().length > 0, 'Write a message')
  .refine(
    (text) => text.length <= MESSAGE_MAX_LENGTH,
    `A message can be at most ${MESSAGE_MAX_LENGTH} characters`,
  );

export const newConversationSchema = z.object({
  bookId: z.string({ message: 'bookId is required' }).min(1).max(64),
  text: messageTextSchema,
});
export type NewConversation = z.infer<typeof newConversationSchema>;

export const newMessageSchema = z.object({ text: messageTextSchema });
export type NewMessage = z.infer<typeof newMessageSchema>;

/** POST /conversations/:id/report: the reason is optional, and so is the body. */
export const reportConversationSchema = z
  .object({ reason: z.string().trim().max(300, 'A reason can be at most 300 characters').optional() })
  .optional()
  .nullable();

/** What happened to an offer, shown as a card in the deal's conversation (decision 350): keys, not text. */
export const OFFER_CARD_EVENTS = ['made', 'countered', 'accepted', 'declined', 'withdrawn'] as const;
export type OfferCardEvent = (typeof OFFER_CARD_EVENTS)[number];

export const offerCardSchema = z.object({
  offerId: z.string(),
  event: z.enum(OFFER_CARD_EVENTS),
  /** The amount on the table after the event (Taka). */
  amount: z.number().int(),
});
export type OfferCard = z.infer<typeof offerCardSchema>;

export const messageSchema = z.object({
  _id: z.string(),
  conversationId: z.string(),
  senderId: z.string(),
  text: z.string(),
  sentAt: z.string(),
  /** Present when the message is a card about an offer (its text is then empty). */
  offer: offerCardSchema.optional(),
});
export type Message = z.infer<typeof messageSchema>;

export const conversationSchema = z.object({
  _id: z.string(),
  book: z.object({ _id: z.string(), productName: z.string(), image: z.string() }),
  /** Whoever the caller is talking to (for the admin reading a report: the asker). */
  otherPerson: z.object({ _id: z.string(), name: z.string(), image: z.string() }),
  /** Whether the caller is the book's seller in this conversation. */
  iAmSeller: z.boolean(),
  /** False only for the admin reading a reported conversation (read-only). */
  participant: z.boolean(),
  lastMessage: messageSchema.nullable(),
  lastMessageAt: z.string(),
  unread: z.number().int(),
  /** The caller blocked the other person. */
  blockedByMe: z.boolean(),
  /** The other person blocked the caller. */
  blockedMe: z.boolean(),
  reportedByMe: z.boolean(),
});
export type Conversation = z.infer<typeof conversationSchema>;

/** POST /conversations: the conversation (new or the existing one for this book) and the message sent. */
export const startedConversationSchema = z.object({
  conversation: conversationSchema,
  message: messageSchema,
});

export const conversationListQuery = z.object({
  /** Only the caller's conversations about this book (the order page finds its conversation this way). */
  bookId: z.string().min(1).max(64).optional(),
  /** Only the conversation with this person (with bookId: a seller's conversation with one buyer). */
  withUser: z.string().min(1).max(64).optional(),
});

/**
 * GET /conversations/:id/messages: `before` pages back from a message (older ones), `after` catches up
 * from the last message seen (newer ones); neither gives the newest page. Always oldest first.
 */
export const messagesQuery = z.object({
  before: z.string().min(1).max(64).optional(),
  after: z.string().min(1).max(64).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(30),
});

export const messagePageSchema = z.object({
  messages: z.array(messageSchema),
  /** Older messages exist before the first one in this page. */
  hasOlder: z.boolean(),
});
export type MessagePage = z.infer<typeof messagePageSchema>;

export const unreadCountSchema = z.object({ count: z.number().int() });

export const reportedConversationSchema = z.object({
  _id: z.string(),
  book: z.object({ _id: z.string(), productName: z.string() }),
  asker: z.object({ _id: z.string(), name: z.string() }),
  seller: z.object({ _id: z.string(), name: z.string() }),
  reportCount: z.number().int(),
  reasons: z.array(z.string()),
  lastReportedAt: z.string(),
});
export type ReportedConversation = z.infer<typeof reportedConversationSchema>;

/** The live event of a new message, sent to both participants' open tabs: ids only, the tab fetches the rest. */
export const MESSAGE_EVENT = 'message.created';
export interface MessageEvent {
  conversationId: string;
  messageId: string;
}

/** The live event telling the reader's other tabs that a conversation was read (their counts change). */
export const CONVERSATION_READ_EVENT = 'conversation.read';

const id = { params: idParam };

/** The conversations' endpoints (decision 466); their methods and paths are `conversationRoutes` (decision 482). */
export const conversationEndpoints = {
  list: defineEndpoint({
    ...conversationRoutes.list,
    query: conversationListQuery,
    answer: z.array(conversationSchema),
    page: true,
  }),
  unreadCount: defineEndpoint({ ...conversationRoutes.unreadCount, answer: unreadCountSchema }),
  reported: defineEndpoint({
    ...conversationRoutes.reported,
    answer: z.array(reportedConversationSchema),
    page: true,
  }),
  askSeller: defineEndpoint({
    ...conversationRoutes.askSeller,
    body: newConversationSchema,
    answer: startedConversationSchema,
    status: 201,
  }),
  conversation: defineEndpoint({ ...conversationRoutes.conversation, ...id, answer: conversationSchema }),
  messages: defineEndpoint({
    ...conversationRoutes.messages,
    ...id,
    query: messagesQuery,
    answer: messagePageSchema,
  }),
  send: defineEndpoint({
    ...conversationRoutes.send,
    ...id,
    body: newMessageSchema,
    answer: messageSchema,
    status: 201,
  }),
  read: defineEndpoint({ ...conversationRoutes.read, ...id, answer: conversationSchema }),
  block: defineEndpoint({ ...conversationRoutes.block, ...id, answer: conversationSchema }),
  unblock: defineEndpoint({ ...conversationRoutes.unblock, ...id, answer: conversationSchema }),
  report: defineEndpoint({
    ...conversationRoutes.report,
    ...id,
    body: reportConversationSchema,
    answer: conversationSchema,
  }),
};
