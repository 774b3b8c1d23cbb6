import { idParam } from '@boibazar/shared/common';
import {
  conversationListQuery,
  conversationSchema,
  messagePageSchema,
  messageSchema,
  messagesQuery,
  newConversationSchema,
  newMessageSchema,
  reportConversationSchema,
  reportedConversationSchema,
  startedConversationSchema,
  unreadCountSchema,
} from '@boibazar/shared/conversations';
import { conversationPaths } from '@boibazar/shared/paths';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageQuery, sendPage } from '../../lib/pagination.ts';
import { currentUser } from '../../plugins/auth.ts';
import { blockPerson, unblockPerson } from './block-person.ts';
import { conversationCursor, listConversationsOf } from './conversation-repository.ts';
import {
  getConversation,
  getMessages,
  reportedConversations,
  startedConversation,
  unreadMessages,
} from './list-conversations.ts';
import { markConversationRead } from './mark-conversation-read.ts';
import { presentConversations } from './present-conversations.ts';
import { reportConversation } from './report-conversation.ts';
import { messageSendBudget } from './send-budget.ts';
import { askSeller, sendMessage } from './send-message.ts';

const tags = ['conversations'];
const ID = ':id';

const conversationsRoutes: FastifyPluginAsyncZod = async (app) => {
  const withinSendBudget = messageSendBudget(app);

  // The POST/DELETE actions on one conversation: do the change as the caller, then answer with the
  // conversation as that caller now sees it.
  const changeThenShow = async (
    request: FastifyRequest & { params: { id: string } },
    change: (db: typeof app.db, user: ReturnType<typeof currentUser>, id: string) => Promise<unknown>,
  ) => {
    const user = currentUser(request);
    await change(app.db, user, request.params.id);
    return getConversation(app.db, user, request.params.id);
  };

  app.get(
    conversationPaths.conversations,
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        description: 'The caller’s conversations, most recently active first; next page in X-Next-Cursor.',
        querystring: pageQuery.extend(conversationListQuery.shape),
        response: { 200: z.array(conversationSchema) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { bookId, withUser } = request.query;
      const rows = await listConversationsOf(app.db, user._id, { bookId, withUser }, request.query);
      return sendPage(reply, rows, request.query, conversationCursor, (items) =>
        presentConversations(app.db, user._id, items),
      );
    },
  );

  app.get(
    conversationPaths.unreadCount,
    {
      config: { access: 'signedIn' },
      schema: { tags, response: { 200: unreadCountSchema } },
    },
    async (request) => ({ count: await unreadMessages(app.db, currentUser(request)) }),
  );

  app.get(
    conversationPaths.reported,
    {
      config: { access: 'admin' },
      schema: {
        tags,
        description: 'Reported conversations, most recently reported first (the admin may read these).',
        querystring: pageQuery,
        response: { 200: z.array(reportedConversationSchema) },
      },
    },
    async (request, reply) => {
      const rows = await reportedConversations(app.db, request.query);
      return sendPage(reply, rows, request.query, (r) => ({ key: r.lastReportedAt, id: r._id }));
    },
  );

  app.post(
    conversationPaths.conversations,
    {
      config: { access: 'signedIn' },
      preHandler: withinSendBudget,
      schema: {
        tags,
        description: 'Ask a book’s seller: opens the conversation about that book, or writes in it.',
        body: newConversationSchema,
        response: { 201: startedConversationSchema },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const sent = await askSeller(app.db, user, request.body.bookId, request.body.text);
      return reply.status(201).send(await startedConversation(app.db, user, sent));
    },
  );

  app.get(
    conversationPaths.conversation(ID),
    {
      config: { access: 'signedIn' },
      schema: { tags, params: idParam, response: { 200: conversationSchema } },
    },
    async (request) => getConversation(app.db, currentUser(request), request.params.id),
  );

  app.get(
    conversationPaths.messages(ID),
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        description:
          'Messages oldest first: the newest page, or older ones `before` a message, or newer ones `after` one (catch-up).',
        params: idParam,
        querystring: messagesQuery,
        response: { 200: messagePageSchema },
      },
    },
    async (request) => getMessages(app.db, currentUser(request), request.params.id, request.query),
  );

  app.post(
    conversationPaths.messages(ID),
    {
      config: { access: 'signedIn' },
      preHandler: withinSendBudget,
      schema: { tags, params: idParam, body: newMessageSchema, response: { 201: messageSchema } },
    },
    async (request, reply) => {
      const sent = await sendMessage(app.db, currentUser(request), request.params.id, request.body.text);
      return reply.status(201).send(sent.message);
    },
  );

  app.post(
    conversationPaths.read(ID),
    {
      config: { access: 'signedIn' },
      schema: { tags, params: idParam, response: { 200: conversationSchema } },
    },
    (request) => changeThenShow(request, (db, user, id) => markConversationRead(db, user, id)),
  );

  app.post(
    conversationPaths.block(ID),
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        description: 'Block the other person: neither can write to the other until the blocker unblocks.',
        params: idParam,
        response: { 200: conversationSchema },
      },
    },
    (request) => changeThenShow(request, (db, user, id) => blockPerson(db, user, id)),
  );

  app.delete(
    conversationPaths.block(ID),
    {
      config: { access: 'signedIn' },
      schema: { tags, params: idParam, response: { 200: conversationSchema } },
    },
    (request) => changeThenShow(request, (db, user, id) => unblockPerson(db, user, id)),
  );

  app.post(
    conversationPaths.report(ID),
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        description: 'Report the conversation to the admin, who may then read it.',
        params: idParam,
        body: reportConversationSchema,
        response: { 200: conversationSchema },
      },
    },
    (request) =>
      changeThenShow(request, (db, user, id) => reportConversation(db, user, id, request.body?.reason)),
  );
};

export default conversationsRoutes;
