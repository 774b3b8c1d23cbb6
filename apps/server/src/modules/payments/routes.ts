import { idParam } from '@boibazar/shared/common';
import { orderEndpoints } from '@boibazar/shared/orders';
import {
  bkashCallbackQuerySchema,
  bkashPaths,
  paymentEndpoints,
  codStandingSchema,
} from '@boibazar/shared/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../lib/endpoint-route.ts';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.ts';
import { AppError } from '../../lib/errors.ts';
import { collectCash, getOrderDetail, orderTimersOf, recordCodRefusal } from '../orders/index.ts';
import { startBkash } from './bkash-plugin.ts';
import { codPlugin } from './cod-plugin.ts';
import { refundSentByHand } from './refund-order.ts';
import { COD_REFUSALS_LIMIT, resetCodRefusals } from './cod-repository.ts';
import { completeBkashPayment, outcomeLocation } from './complete-bkash-payment.ts';
import { createBkashPayment } from './create-bkash-payment.ts';
import { listPaymentMethods } from './payment-methods.ts';
import { placeCodOrder } from './place-cod-order.ts';
import { orderCashOnDelivery } from './order-cash-on-delivery.ts';
import { courierOf } from '../delivery/index.ts';
import { confirmSandboxIntent } from './confirm-sandbox-intent.ts';
import { createPaymentIntent } from './create-payment-intent.ts';
import { handleWebhook } from './handle-webhook.ts';
import { getReceipt } from './get-receipt.ts';
import { createPaymentProvider } from './choose-payment-provider.ts';
import { paymentMetrics } from './metrics-plugin.ts';
import { refundsPlugin } from './refunds-plugin.ts';
import { releaseClosedIntents } from './release-closed-intents.ts';
import { completePayment } from './settle-payment.ts';

const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const provider = await createPaymentProvider(app.config, app.db);
  const bkash = await startBkash(app);
  // Refunds go back through the provider that took the money (the refund row names it).
  await refundsPlugin(app, bkash ? [provider, bkash] : [provider]);
  releaseClosedIntents(app, bkash ? [provider, bkash] : [provider]);
  await codPlugin(app);
  paymentMetrics(app);
  const modifyOk = { acknowledged: true as const, modifiedCount: 1 };

  endpointRoute(
    app,
    orderEndpoints.refundSentByHand,
    {
      // An admin action on money: the audit trail records it (decision 282).
      config: { access: 'admin', audit: 'money' },
      schema: {
        tags: ['payments', 'admin'],
        description:
          'The admin sent a cash-on-delivery refund by hand (decision 416) and records the transfer’s reference; answers the order.',
      },
    },
    async (request) => {
      await refundSentByHand(app.db, request.params.id, request.body.reference);
      return getOrderDetail(app.db, currentUser(request), request.params.id, orderTimersOf(app.config));
    },
  );

  endpointRoute(
    app,
    paymentEndpoints.paymentMethods,
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['payments'],
        description: 'The ways this buyer may pay for this order now, and why not the others.',
      },
    },
    async (request) =>
      listPaymentMethods(app.db, currentUser(request), request.query.booking, {
        bkash: bkash !== null,
        codMaxTaka: app.config.COD_MAX_TAKA,
      }),
  );

  endpointRoute(
    app,
    orderEndpoints.cashOnDelivery,
    { config: { access: 'signedIn', audit: 'money' }, schema: { tags: ['payments'] } },
    async (request) => {
      const providers = bkash ? [provider, bkash] : [provider];
      await placeCodOrder(
        app.db,
        providers,
        currentUser(request),
        request.params.id,
        app.config.COD_MAX_TAKA,
        request.log,
      );
      return modifyOk;
    },
  );

  endpointRoute(
    app,
    orderEndpoints.orderCashOnDelivery,
    {
      config: { access: 'signedIn', audit: 'money' },
      schema: {
        tags: ['payments'],
        description:
          '"Order, pay on delivery": books the book and places the order for cash on delivery in one request, under the same rules as the payment page (decision 420). 403 with nothing booked when cash on delivery is not allowed.',
      },
    },
    async (request) => {
      const providers = bkash ? [provider, bkash] : [provider];
      const orderId = await orderCashOnDelivery(
        app.db,
        providers,
        courierOf(app),
        currentUser(request),
        request.body,
        app.config.COD_MAX_TAKA,
        request.log,
      );
      return { orderId };
    },
  );

  endpointRoute(
    app,
    orderEndpoints.cashCollected,
    { config: { access: 'signedIn', audit: 'money' }, schema: { tags: ['payments'] } },
    async (request) => {
      await collectCash(app.db, currentUser(request), request.params.id);
      return modifyOk;
    },
  );

  endpointRoute(
    app,
    orderEndpoints.codRefused,
    { config: { access: 'signedIn', audit: 'money' }, schema: { tags: ['payments'] } },
    async (request) => {
      await recordCodRefusal(app.db, currentUser(request), request.params.id, request.body?.reason ?? '');
      return modifyOk;
    },
  );

  app.post(
    bkashPaths.allowCod(':id'),
    {
      config: { access: 'admin' },
      schema: {
        tags: ['payments'],
        description:
          'Lets a buyer choose cash on delivery again after refused deliveries (their count starts over).',
        params: idParam,
        response: { 200: codStandingSchema },
      },
    },
    async (request) => {
      await resetCodRefusals(app.db, request.params.id);
      return { userId: request.params.id, refusals: 0, blocked: 0 >= COD_REFUSALS_LIMIT };
    },
  );

  endpointRoute(
    app,
    paymentEndpoints.bkashCreate,
    { config: { access: 'signedIn', audit: 'money' }, schema: { tags: ['payments'] } },
    async (request) => {
      if (!bkash) throw new AppError('BKASH_UNAVAILABLE', 'bKash is not available right now');
      return createBkashPayment(
        app.db,
        bkash,
        provider,
        currentUser(request),
        request.body.booking,
        `${app.publicOrigin()}/api${bkashPaths.callback}`,
      );
    },
  );

  app.get(
    bkashPaths.callback,
    {
      // bKash redirects the buyer's browser here; the page's token does not come along.
      config: { access: 'public', audit: 'money' },
      schema: {
        tags: ['payments'],
        description:
          "bKash's redirect: executes (or queries) the payment and sends the buyer to the payment page.",
        querystring: bkashCallbackQuerySchema,
      },
    },
    async (request, reply) => {
      if (!bkash) throw new AppError('BKASH_UNAVAILABLE', 'bKash is not available right now');
      const outcome = await completeBkashPayment(app.db, bkash, request.query, request.log);
      return reply.redirect(outcomeLocation(outcome), 303);
    },
  );

  endpointRoute(
    app,
    paymentEndpoints.config,
    { config: { access: 'public' }, schema: { tags: ['payments'] } },
    () => ({
      provider: provider.name,
      publishableKey: provider.publishableKey,
      codMaxTaka: app.config.COD_MAX_TAKA,
    }),
  );

  endpointRoute(
    app,
    paymentEndpoints.createIntent,
    { config: { access: 'signedIn', audit: 'money' }, schema: { tags: ['payments'] } },
    async (request) => ({
      clientSecret: await createPaymentIntent(app.db, provider, currentUser(request), request.body.booking),
    }),
  );

  endpointRoute(
    app,
    paymentEndpoints.record,
    { config: { access: 'signedIn', audit: 'money' }, schema: { tags: ['payments'] } },
    async (request) => {
      await completePayment(app.db, provider, currentUser(request), request.body);
      return { acknowledged: true as const, modifiedCount: 1, transactionId: request.body.transactionId };
    },
  );

  endpointRoute(
    app,
    paymentEndpoints.receipt,
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['payments'],
        description: "The receipt of the caller's own paid order (`id` is the order's); 409 while unpaid.",
      },
    },
    async (request) => getReceipt(app.db, currentUser(request), request.params.id),
  );

  if (provider.name === 'sandbox') {
    endpointRoute(
      app,
      paymentEndpoints.confirmSandboxIntent,
      { config: { access: 'signedIn', audit: 'money' }, schema: { tags: ['payments'] } },
      async (request) => confirmSandboxIntent(app.db, request.params.id, request.body),
    );
  }

  // The webhook needs the exact bytes Stripe signed, so this context reads JSON bodies as a Buffer.
  await app.register(async (hook) => {
    hook.removeAllContentTypeParsers();
    hook.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: 256 * 1024 }, (_req, body, done) =>
      done(null, body),
    );
    hook.post(
      '/payments/webhook',
      {
        config: { access: 'public', audit: 'money' },
        schema: {
          tags: ['payments'],
          response: { 200: z.object({ received: z.literal(true), duplicate: z.boolean() }) },
        },
      },
      async (request) => {
        const signature = request.headers['stripe-signature'];
        return handleWebhook(
          app.db,
          provider,
          request.body as Buffer,
          typeof signature === 'string' ? signature : undefined,
          request.log,
        );
      },
    );
  });
};

export default paymentsRoutes;
