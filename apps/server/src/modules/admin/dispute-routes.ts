// The admin's side of disputes: the list, and settling one (refund in full or part, or release); and the
// courier's compensation for a cash-on-delivery parcel it lost (decision 431).
import { orderEndpoints } from '@boibazar/shared/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { sendPage } from '../../lib/pagination.ts';
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
  endpointRoute(
    app,
    orderEndpoints.disputes,
    { config: { access: 'admin' }, schema: { tags } },
    async (request, reply) => {
      return sendPage(reply, await listDisputes(app.db, request.query), request.query, disputeCursor);
    },
  );

  endpointRoute(
    app,
    orderEndpoints.resolveDispute,
    { config: { access: 'admin' }, schema: { tags } },
    async (request) => {
      const admin = currentUser(request);
      await resolveDispute(app.db, admin, request.params.id, request.body);
      return getOrderDetail(app.db, admin, request.params.id, orderTimersOf(app.config));
    },
  );

  endpointRoute(
    app,
    orderEndpoints.courierCompensation,
    {
      // An admin action on money: the audit trail records it (decision 282).
      config: { access: 'admin', audit: 'money' },
      schema: {
        tags,
        description:
          'The courier lost a cash-on-delivery parcel before delivery (the order is `lost`): the admin records what the courier pays the seller for the book, once (decision 431); answers the order.',
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
