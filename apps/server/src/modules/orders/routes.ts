import { idParam } from '@boibazar/shared/common';
import { MAX_DISPUTE_PHOTOS, OPEN_BOOKINGS_LIMIT, orderEndpoints, orderPaths } from '@boibazar/shared/orders';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { sendPage } from '../../lib/pagination.ts';
import { currentUser } from '../../plugins/auth.ts';
import { messageSendBudget } from '../conversations/index.ts';
import { disputePhotoRoutes } from '../dispute-evidence/index.ts';
import { courierOf, scheduleParcelCancel } from '../delivery/index.ts';
import { type AuthUser, requireOwnEmail } from '../identity/index.ts';
import { bookOrder } from './book-order.ts';
import { followParcel } from './follow-parcel.ts';
import { orderLabel } from './order-label.ts';
import { bookOrderParcel, cancelOrderParcel, getOrderParcel } from './order-parcel.ts';
import { cancelOrder } from './cancel-order.ts';
import { confirmReceived } from './confirm-received.ts';
import { declineOrder } from './decline-order.ts';
import { disputeOrder } from './dispute-order.ts';
import { addDisputePhoto, removeOrderDisputePhoto } from './dispute-photos.ts';
import { getOrderOfBuyer } from './get-order.ts';
import { getOrderDetail, orderAnswer, orderTimersOf } from './get-order-detail.ts';
import { handOverOrder } from './hand-over-order.ts';
import { messageAboutOrder } from './message-about-order.ts';
import { orderTimersPlugin } from './timers-plugin.ts';
import {
  listOpenOrdersOfBuyer,
  listOrdersOfBuyer,
  listOrdersOfSeller,
  orderCursor,
} from './order-repository.ts';
import { summariseSeller } from './summarise-seller.ts';
import { orderReleases } from './order-releases.ts';
import { describeReleases } from '../ledger/index.ts';

const tags = ['orders'];
const ID = ':id';

const ordersRoutes: FastifyPluginAsyncZod = async (app) => {
  await orderTimersPlugin(app);
  const timers = orderTimersOf(app.config);
  describeReleases(app.db, 'order', (db, ids) => orderReleases(db, ids, timers.autoCompleteAfterMs));
  const detail = (user: AuthUser, id: string) => getOrderDetail(app.db, user, id, timers);

  endpointRoute(
    app,
    orderEndpoints.book,
    { config: { access: 'signedIn' }, schema: { tags } },
    async (request) => {
      const insertedId = await bookOrder(app.db, currentUser(request), request.body, courierOf(app));
      return { acknowledged: true as const, insertedId };
    },
  );

  endpointRoute(
    app,
    orderEndpoints.myOrders,
    { config: { access: 'signedIn' }, schema: { tags } },
    async (request, reply) => {
      const user = currentUser(request);
      requireOwnEmail(user, request.query.email || undefined, 'You can only see your own orders');
      const rows = await listOrdersOfBuyer(app.db, user._id, request.query);
      return sendPage(reply, rows, request.query, orderCursor, (items) =>
        items.map((order) => orderAnswer(order, 'buyer', timers)),
      );
    },
  );

  endpointRoute(
    app,
    orderEndpoints.openBookings,
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['orders'],
        description: `The caller's bookings still waiting for payment (at most ${OPEN_BOOKINGS_LIMIT}), so cards can offer 'Pay now'.`,
      },
    },
    async (request) => listOpenOrdersOfBuyer(app.db, currentUser(request)._id, OPEN_BOOKINGS_LIMIT),
  );

  endpointRoute(
    app,
    orderEndpoints.booked,
    { config: { access: 'signedIn' }, schema: { tags } },
    async (request) =>
      orderAnswer(await getOrderOfBuyer(app.db, currentUser(request), request.params.id), 'buyer', timers),
  );

  endpointRoute(
    app,
    orderEndpoints.cancelBooking,
    { config: { access: 'signedIn' }, schema: { tags } },
    async (request) => {
      await cancelOrder(app.db, currentUser(request), request.params.id);
      return { acknowledged: true as const, modifiedCount: 1 };
    },
  );

  endpointRoute(
    app,
    orderEndpoints.sellerSummary,
    { config: { access: 'seller' }, schema: { tags: ['orders'] } },
    async (request) => summariseSeller(app.db, currentUser(request)._id),
  );

  endpointRoute(
    app,
    orderEndpoints.myBuyers,
    { config: { access: 'seller' }, schema: { tags } },
    async (request, reply) => {
      const rows = await listOrdersOfSeller(app.db, currentUser(request)._id, request.query);
      return sendPage(reply, rows, request.query, orderCursor, (items) =>
        items.map((order) => orderAnswer(order, 'seller', timers)),
      );
    },
  );

  endpointRoute(app, orderEndpoints.order, { config: { access: 'signedIn' }, schema: { tags } }, (request) =>
    detail(currentUser(request), request.params.id),
  );

  endpointRoute(
    app,
    orderEndpoints.handover,
    { config: { access: 'signedIn' }, schema: { tags } },
    async (request) => {
      await handOverOrder(app.db, currentUser(request), request.params.id, request.body);
      return detail(currentUser(request), request.params.id);
    },
  );

  endpointRoute(
    app,
    orderEndpoints.message,
    {
      config: { access: 'signedIn' },
      preHandler: messageSendBudget(app),
      schema: {
        tags,
        description:
          'The buyer or the seller writes to the other in the deal’s conversation, opening it if they have not talked yet.',
      },
    },
    async (request) => messageAboutOrder(app.db, currentUser(request), request.params.id, request.body.text),
  );

  endpointRoute(
    app,
    orderEndpoints.received,
    { config: { access: 'signedIn', audit: 'money' }, schema: { tags } },
    async (request) => {
      await confirmReceived(app.db, currentUser(request), request.params.id);
      return detail(currentUser(request), request.params.id);
    },
  );

  endpointRoute(
    app,
    orderEndpoints.decline,
    { config: { access: 'signedIn' }, schema: { tags } },
    async (request) => {
      await declineOrder(app.db, currentUser(request), request.params.id, request.body.reason);
      return detail(currentUser(request), request.params.id);
    },
  );

  await disputePhotoRoutes(app, {
    tags,
    endpoints: { photos: orderEndpoints.disputePhotos, photo: orderEndpoints.disputePhoto },
    description: {
      add: `One photo of evidence for a disputed order, by its buyer or seller (at most ${MAX_DISPUTE_PHOTOS} between them; decision 415): multipart/form-data with one file, checked and re-encoded like book photos. Answers the order, its \`disputePhotos\` last.`,
      remove:
        'Takes away a photo of a disputed order, by the one who added it (decision 455); others 403. Answers the order.',
    },
    add: (user, id, upload) => addDisputePhoto(app.db, user, id, upload),
    remove: (user, id, position) => removeOrderDisputePhoto(app.db, user, id, position),
    show: detail,
  });

  endpointRoute(
    app,
    orderEndpoints.dispute,
    { config: { access: 'signedIn' }, schema: { tags } },
    async (request) => {
      await disputeOrder(app.db, currentUser(request), request.params.id, request.body.reason);
      return detail(currentUser(request), request.params.id);
    },
  );

  // The parcel with the courier (decision 310); the order follows its status (follow-parcel.ts).
  app.events.subscribe('parcel.status_changed', ({ orderId, status }, { db }) =>
    followParcel(db, orderId, status),
  );
  // An order that ends before the courier has its parcel cancels the pickup (decision 370).
  for (const type of ['order.declined', 'order.expired', 'order.cancelled'] as const)
    app.events.subscribe(type, async ({ orderId, deliveryFee }, { db, afterCommit }) => {
      if (!deliveryFee) return;
      const jobId = await scheduleParcelCancel(db, orderId);
      if (jobId) afterCommit(() => app.jobs.runNow(jobId));
    });
  const courierTimeout = app.config.courier?.timeoutMs ?? 15_000;

  endpointRoute(
    app,
    orderEndpoints.bookParcel,
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        description:
          "The seller books the courier's pickup of a paid or cash-on-delivery order with home delivery; once per order, whatever is retried.",
      },
    },
    async (request) =>
      bookOrderParcel(app.db, courierOf(app), courierTimeout, currentUser(request), request.params.id),
  );

  endpointRoute(
    app,
    orderEndpoints.cancelParcel,
    {
      config: { access: 'signedIn' },
      schema: { tags, description: 'The seller cancels the pickup before the courier has the parcel.' },
    },
    async (request) => cancelOrderParcel(app.db, courierOf(app), currentUser(request), request.params.id),
  );

  endpointRoute(
    app,
    orderEndpoints.parcel,
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        description: "The parcel's tracking timeline, to the order's buyer, its seller and the admin.",
      },
    },
    async (request) => getOrderParcel(app.db, currentUser(request), request.params.id),
  );

  app.get(
    orderPaths.label(ID),
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        description:
          'The printable parcel label (HTML): the order, both addresses and the tracking code as a Code 128 barcode.',
        params: idParam,
      },
    },
    async (request, reply) =>
      reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .send(await orderLabel(app.db, currentUser(request), request.params.id, app.publicOrigin())),
  );
};

export default ordersRoutes;
