import { conversationEndpoints } from '@boibazar/shared/conversations';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { sendPage } from '../../lib/pagination.ts';
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

  endpointRoute(
    app,
    conversationEndpoints.list,
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        description: 'The caller’s conversations, most recently active first; next page in X-Next-Cursor.',
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

  endpointRoute(
    app,
    conversationEndpoints.unreadCount,
    { config: { access: 'signedIn' }, schema: { tags } },
    async (request) => ({ count: await unreadMessages(app.db, currentUser(request)) }),
  );

  endpointRoute(
    app,
    conversationEndpoints.reported,
    {
      config: { access: 'admin' },
      schema: {
        tags,
        description: 'Reported conversations, most recently reported first (the admin may read these).',
      },
    },
    async (request, reply) => {
      const rows = await reportedConversations(app.db, request.query);
      return sendPage(reply, rows, request.query, (r) => ({ key: r.lastReportedAt, id: r._id }));
    },
  );

  endpointRoute(
    app,
    conversationEndpoints.askSeller,
    {
      config: { access: 'signedIn' },
      preHandler: withinSendBudget,
      schema: {
        tags,
        description: 'Ask a book’s seller: opens the conversation about that book, or writes in it.',
      },
    },
    async (request) => {
      const user = currentUser(request);
      const sent = await askSeller(app.db, user, request.body.bookId, request.body.text);
      return startedConversation(app.db, user, sent);
    },
  );

  endpointRoute(
    app,
    conversationEndpoints.conversation,
    { config: { access: 'signedIn' }, schema: { tags } },
    async (request) => getConversation(app.db, currentUser(request), request.params.id),
  );

  endpointRoute(
    app,
    conversationEndpoints.messages,
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        description:
          'Messages oldest first: the newest page, or older ones `before` a message, or newer ones `after` one (catch-up).',
      },
    },
    async (request) => getMessages(app.db, currentUser(request), request.params.id, request.query),
  );

  endpointRoute(
    app,
    conversationEndpoints.send,
    { config: { access: 'signedIn' }, preHandler: withinSendBudget, schema: { tags } },
    async (request) => {
      const sent = await sendMessage(app.db, currentUser(request), request.params.id, request.body.text);
      return sent.message;
    },
  );

  endpointRoute(
    app,
    conversationEndpoints.read,
    { config: { access: 'signedIn' }, schema: { tags } },
    (request) => changeThenShow(request, (db, user, id) => markConversationRead(db, user, id)),
  );

  endpointRoute(
    app,
    conversationEndpoints.block,
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        description: 'Block the other person: neither can write to the other until the blocker unblocks.',
      },
    },
    (request) => changeThenShow(request, (db, user, id) => blockPerson(db, user, id)),
  );

  endpointRoute(
    app,
    conversationEndpoints.unblock,
    { config: { access: 'signedIn' }, schema: { tags } },
    (request) => changeThenShow(request, (db, user, id) => unblockPerson(db, user, id)),
  );

  endpointRoute(
    app,
    conversationEndpoints.report,
    {
      config: { access: 'signedIn' },
      schema: { tags, description: 'Report the conversation to the admin, who may then read it.' },
    },
    (request) =>
      changeThenShow(request, (db, user, id) => reportConversation(db, user, id, request.body?.reason)),
  );
};

export default conversationsRoutes;
