// The admin's side of disputes: the list, and settling one (refund in full or part, or release).
import { idParam } from '@boibazar/shared/common';
import { disputeSchema, orderDetailSchema, orderPaths, resolveDisputeSchema } from '@boibazar/shared/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageQuery, sendPage } from '../../lib/pagination.ts';
import { currentUser } from '../../plugins/auth.ts';
import {
  disputeCursor,
  getOrderDetail,
  listDisputes,
  orderTimersOf,
  resolveDispute,
} from '../orders/index.ts';

const tags = ['admin'];

const disputeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    orderPaths.disputes,
    {
      config: { access: 'admin' },
      schema: { tags, querystring: pageQuery, response: { 200: z.array(disputeSchema) } },
    },
    async (request, reply) => {
      return sendPage(reply, await listDisputes(app.db, request.query), request.query, disputeCursor);
    },
  );

  app.post(
    orderPaths.resolve(':id'),
    {
      config: { access: 'admin' },
      schema: { tags, params: idParam, body: resolveDisputeSchema, response: { 200: orderDetailSchema } },
    },
    async (request) => {
      const admin = currentUser(request);
      await resolveDispute(app.db, admin, request.params.id, request.body);
      return getOrderDetail(app.db, admin, request.params.id, orderTimersOf(app.config));
    },
  );
};

export default disputeRoutes;
