// /api/me/addresses, /api/delivery/quote and /api/courier/webhook/:courier (decision 310): schema, access, one call.
import { deleteResultSchema, idParam } from '@boibazar/shared/common';
import {
  addressInputSchema,
  addressPatchSchema,
  addressSchema,
  deliveryPaths,
  deliveryQuoteQuerySchema,
  deliveryQuoteSchema,
  courierSettlementsSchema,
  fetchSettlementsAnswerSchema,
} from '@boibazar/shared/delivery';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { currentUser } from '../../plugins/auth.ts';
import { listAddresses } from './address-repository.ts';
import { addAddress, editAddress, removeAddress } from './manage-addresses.ts';
import { quoteDelivery } from './quote-delivery.ts';
import { courierPlugin } from './courier-plugin.ts';
import { startCourier } from './start-courier.ts';
import { fetchSettlements } from './record-settlements.ts';
import { listSettlements, outstandingByCourier, unsettledCollections } from './settlement-repository.ts';
import { courierUnavailable } from './quote-delivery.ts';
import { CourierError } from './courier-provider.ts';

const ID = ':id';
const tags = ['delivery'];

const deliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  const courier = await startCourier(app);
  courierPlugin(app, courier);

  // The couriers' settlements (decision 430): what each paid and covered, and the cash still owed.
  app.get(
    deliveryPaths.settlements,
    {
      config: { access: 'admin' },
      schema: {
        tags,
        description:
          "The couriers' settlements, newest first, each with the parcels it covered; and per courier the cash of delivered cash-on-delivery parcels no settlement has covered yet.",
        response: { 200: courierSettlementsSchema },
      },
    },
    async () => ({
      items: await listSettlements(app.db),
      outstanding: outstandingByCourier(await unsettledCollections(app.db)),
    }),
  );
  app.post(
    deliveryPaths.settlements,
    {
      config: { access: 'admin', audit: 'money' },
      schema: {
        tags,
        description:
          "Reads the courier's payments now and records each new one (the jobs runner does it every COURIER_SETTLEMENT_POLL).",
        response: { 200: fetchSettlementsAnswerSchema },
      },
    },
    async () => {
      if (!courier) throw courierUnavailable();
      try {
        return { recorded: await fetchSettlements(app.db, courier) };
      } catch (error) {
        if (error instanceof CourierError) throw courierUnavailable();
        throw error;
      }
    },
  );

  app.get(
    deliveryPaths.addresses,
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        description: "The caller's delivery addresses, the last one used for a delivery first.",
        response: { 200: z.array(addressSchema) },
      },
    },
    async (request) => listAddresses(app.db, currentUser(request)._id),
  );

  app.post(
    deliveryPaths.addresses,
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        description:
          'Keeps a delivery address: an 11-digit Bangladeshi mobile number and one of the 64 districts.',
        body: addressInputSchema,
        response: { 201: addressSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await addAddress(app.db, currentUser(request)._id, request.body)),
  );

  app.patch(
    deliveryPaths.address(ID),
    {
      config: { access: 'signedIn' },
      schema: { tags, params: idParam, body: addressPatchSchema, response: { 200: addressSchema } },
    },
    async (request) => editAddress(app.db, currentUser(request)._id, request.params.id, request.body),
  );

  app.delete(
    deliveryPaths.address(ID),
    {
      config: { access: 'signedIn' },
      schema: { tags, params: idParam, response: { 200: deleteResultSchema } },
    },
    async (request) => {
      await removeAddress(app.db, currentUser(request)._id, request.params.id);
      return { acknowledged: true as const, deletedCount: 1 };
    },
  );

  app.get(
    deliveryPaths.quote,
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        description:
          "The courier's fee for sending this book to one of the caller's addresses, from the seller's district (whole Taka).",
        querystring: deliveryQuoteQuerySchema,
        response: { 200: deliveryQuoteSchema },
      },
    },
    async (request) =>
      quoteDelivery(app.db, courier, currentUser(request)._id, request.query.bookId, request.query.addressId),
  );
};

export default deliveryRoutes;
