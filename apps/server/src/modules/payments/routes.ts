import { idParam } from '@boibazar/shared/common';
import {
  clientSecretSchema,
  createPaymentIntentSchema,
  newPaymentSchema,
  paymentResultSchema,
  paymentsConfigSchema,
  receiptSchema,
  sandboxConfirmSchema,
  sandboxIntentSchema,
} from '@boibazar/shared/payments';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.ts';
import { confirmSandboxIntent } from './confirm-sandbox-intent.ts';
import { createPaymentIntent } from './create-payment-intent.ts';
import { handleWebhook } from './handle-webhook.ts';
import { getReceipt } from './get-receipt.ts';
import { createPaymentProvider } from './payment-provider.ts';
import { completePayment } from './settle-payment.ts';

const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const provider = createPaymentProvider(app.config, app.db);

  app.get(
    '/payments/config',
    {
      config: { access: 'public' },
      schema: { tags: ['payments'], response: { 200: paymentsConfigSchema } },
    },
    async () => ({ provider: provider.name, publishableKey: provider.publishableKey }),
  );

  app.post(
    '/create-payment-intent',
    {
      config: { access: 'signedIn' },
      schema: { tags: ['payments'], body: createPaymentIntentSchema, response: { 200: clientSecretSchema } },
    },
    async (request) => ({
      clientSecret: await createPaymentIntent(app.db, provider, currentUser(request), request.body.booking),
    }),
  );

  app.post(
    '/payments',
    {
      config: { access: 'signedIn' },
      schema: { tags: ['payments'], body: newPaymentSchema, response: { 200: paymentResultSchema } },
    },
    async (request) => {
      await completePayment(app.db, provider, currentUser(request), request.body, request.log);
      return { acknowledged: true as const, modifiedCount: 1, transactionId: request.body.transactionId };
    },
  );

  app.get(
    '/payments/receipt/:id',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['payments'],
        description: "The receipt of the caller's own paid order (`id` is the order's); 409 while unpaid.",
        params: idParam,
        response: { 200: receiptSchema },
      },
    },
    async (request) => getReceipt(app.db, currentUser(request), request.params.id),
  );

  if (provider.name === 'sandbox') {
    app.post(
      '/sandbox/intents/:id/confirm',
      {
        config: { access: 'signedIn' },
        schema: {
          tags: ['payments'],
          params: idParam,
          body: sandboxConfirmSchema,
          response: { 200: sandboxIntentSchema },
        },
      },
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
        config: { access: 'public' },
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
