// /api/me/addresses, /api/delivery/quote and /api/courier/webhook/:courier (decision 310): schema, access, one call.
import { deliveryEndpoints } from '@boibazar/shared/delivery';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpointRoute } from '../../lib/endpoint-route.ts';
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

const tags = ['delivery'];

const deliveryRoutes: FastifyPluginAsyncZod = async (app) => {
  const courier = await startCourier(app);
  courierPlugin(app, courier);

  // The couriers' settlements (decision 430): what each paid and covered, and the cash still owed.
  endpointRoute(
    app,
    deliveryEndpoints.settlements,
    {
      config: { access: 'admin' },
      schema: {
        tags,
        description:
          "The couriers' settlements, newest first, each with the parcels it covered; and per courier the cash of delivered cash-on-delivery parcels no settlement has covered yet.",
      },
    },
    async () => ({
      items: await listSettlements(app.db),
      outstanding: outstandingByCourier(await unsettledCollections(app.db)),
    }),
  );
  endpointRoute(
    app,
    deliveryEndpoints.fetchSettlements,
    {
      config: { access: 'admin', audit: 'money' },
      schema: {
        tags,
        description:
          "Reads the courier's payments now and records each new one (the jobs runner does it every COURIER_SETTLEMENT_POLL).",
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

  endpointRoute(
    app,
    deliveryEndpoints.addresses,
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        description: "The caller's delivery addresses, the last one used for a delivery first.",
      },
    },
    async (request) => listAddresses(app.db, currentUser(request)._id),
  );

  endpointRoute(
    app,
    deliveryEndpoints.addAddress,
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        description:
          'Keeps a delivery address: an 11-digit Bangladeshi mobile number and one of the 64 districts.',
      },
    },
    async (request) => addAddress(app.db, currentUser(request)._id, request.body),
  );

  endpointRoute(
    app,
    deliveryEndpoints.editAddress,
    {
      config: { access: 'signedIn' },
      schema: { tags },
    },
    async (request) => editAddress(app.db, currentUser(request)._id, request.params.id, request.body),
  );

  endpointRoute(
    app,
    deliveryEndpoints.removeAddress,
    {
      config: { access: 'signedIn' },
      schema: { tags },
    },
    async (request) => {
      await removeAddress(app.db, currentUser(request)._id, request.params.id);
      return { acknowledged: true as const, deletedCount: 1 };
    },
  );

  endpointRoute(
    app,
    deliveryEndpoints.quote,
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        description:
          "The courier's fee for sending this book to one of the caller's addresses, from the seller's district (whole Taka).",
      },
    },
    async (request) =>
      quoteDelivery(app.db, courier, currentUser(request)._id, request.query.bookId, request.query.addressId),
  );
};

export default deliveryRoutes;
