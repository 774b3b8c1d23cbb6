// The admin's side of disputes: the list, and settling one (refund in full or part, or release); and the
// courier's compensation for a cash-on-delivery parcel it lost (decision 431).
import { idParam } from '@boibazar/shared/common';
import {
  courierCompensationSchema,
  disputeSchema,
  orderDetailSchema,
  orderPaths,
  resolveDisputeSchema,
} from '@boibazar/shared/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pageQuery, sendPage } from '../../lib/pagination.ts';
import { currentUser } from '../../plugins/auth.ts';
import {
  disputeCursor,
  getOrderDetail,
  listDisputes,
  orderTimersOf,
  recordCourierCompensation,
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

  app.post(
    orderPaths.courierCompensation(':id'),
    {
      // An admin action on money: the audit trail records it (decision 282).
      config: { access: 'admin', audit: 'money' },
      schema: {
        tags,
        description:
          'The courier lost a cash-on-delivery parcel before delivery (the order is `lost`): the admin records what the courier pays the seller for the book, once (decision 431); answers the order.',
        params: idParam,
        body: courierCompensationSchema,
        response: { 200: orderDetailSchema },
      },
    },
    async (request) => {
      const admin = currentUser(request);
      await recordCourierCompensation(app.db, admin, request.params.id, request.body.amount);
      return getOrderDetail(app.db, admin, request.params.id, orderTimersOf(app.config));
    },
  );
};

export default disputeRoutes;
