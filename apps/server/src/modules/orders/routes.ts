import { idParam } from '@boibazar/shared/common';
import { insertResultSchema, modifyResultSchema } from '@boibazar/shared/catalogue';
import {
  myOrdersQuerySchema,
  newBookingSchema,
  OPEN_BOOKINGS_LIMIT,
  openBookingSchema,
  orderSchema,
  sellerSummarySchema,
} from '@boibazar/shared/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { forbidden } from '../../lib/errors.ts';
import { decodeCursor, pageOf, pageQuery, sendPage } from '../../lib/pagination.ts';
import { currentUser } from '../../plugins/auth.ts';
import { normaliseEmail } from '../identity/user-repository.ts';
import { bookOrder } from './book-order.ts';
import { cancelOrder } from './cancel-order.ts';
import { getOrderOfBuyer } from './get-order.ts';
import {
  listOpenOrdersOfBuyer,
  listOrdersOfBuyer,
  listOrdersOfSeller,
  orderCursor,
  publicOrder,
} from './order-repository.ts';
import { summariseSeller } from './summarise-seller.ts';

const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/bookings',
    {
      config: { access: 'signedIn' },
      schema: { tags: ['orders'], body: newBookingSchema, response: { 201: insertResultSchema } },
    },
    async (request, reply) => {
      const insertedId = await bookOrder(app.db, currentUser(request), request.body);
      return reply.status(201).send({ acknowledged: true, insertedId });
    },
  );

  app.get(
    '/myorders',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['orders'],
        querystring: pageQuery.extend(myOrdersQuerySchema.shape),
        response: { 200: z.array(orderSchema) },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const { email, limit, cursor } = request.query;
      if (email && normaliseEmail(email) !== normaliseEmail(user.email))
        throw forbidden('You can only see your own orders');
      const rows = await listOrdersOfBuyer(app.db, user._id, { limit, cursor: decodeCursor(cursor) });
      const page = pageOf(rows.map(publicOrder), limit, orderCursor);
      return sendPage(reply, page);
    },
  );

  app.get(
    '/bookings/open',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['orders'],
        description: `The caller's bookings still waiting for payment (at most ${OPEN_BOOKINGS_LIMIT}), so cards can offer 'Pay now'.`,
        response: { 200: z.array(openBookingSchema) },
      },
    },
    async (request) => listOpenOrdersOfBuyer(app.db, currentUser(request)._id, OPEN_BOOKINGS_LIMIT),
  );

  app.get(
    '/booked/:id',
    {
      config: { access: 'signedIn' },
      schema: { tags: ['orders'], params: idParam, response: { 200: orderSchema } },
    },
    async (request) => publicOrder(await getOrderOfBuyer(app.db, currentUser(request), request.params.id)),
  );

  app.put(
    '/bookings/:id/cancel',
    {
      config: { access: 'signedIn' },
      schema: { tags: ['orders'], params: idParam, response: { 200: modifyResultSchema } },
    },
    async (request) => {
      await cancelOrder(app.db, currentUser(request), request.params.id);
      return { acknowledged: true as const, modifiedCount: 1 };
    },
  );

  app.get(
    '/seller/summary',
    {
      config: { access: 'seller' },
      schema: { tags: ['orders'], response: { 200: sellerSummarySchema } },
    },
    async (request) => summariseSeller(app.db, currentUser(request)._id),
  );

  app.get(
    '/mybuyers',
    {
      config: { access: 'seller' },
      schema: { tags: ['orders'], querystring: pageQuery, response: { 200: z.array(orderSchema) } },
    },
    async (request, reply) => {
      const { limit, cursor } = request.query;
      const rows = await listOrdersOfSeller(app.db, currentUser(request)._id, {
        limit,
        cursor: decodeCursor(cursor),
      });
      return sendPage(reply, pageOf(rows.map(publicOrder), limit, orderCursor));
    },
  );
};

export default ordersRoutes;
