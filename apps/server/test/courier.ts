// The courier tests' shared set-up, Steadfast's sandbox and Pathao's stand-in alike: the parcel a test books,
// the Rajshahi buyer's saved address, the app's settings for Pathao, and the sandbox reporting to the app.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  startCourierSandbox,
  type CourierSandbox,
  type CourierSandboxOptions,
} from '../src/courier-sandbox/sandbox-server.ts';
import { PATHAO_TEST_CREDENTIALS } from './pathao-fixture.ts';

/** Who a test parcel goes to, as the courier is told. */
export const RECIPIENT = {
  name: 'Rahim Uddin',
  phone: '01711000111',
  address: 'House 12, Road 3, Shaheb Bazar, Boalia, Rajshahi',
};

/** The same buyer's address as they save it (POST /me/addresses). */
export const RAJSHAHI_ADDRESS = {
  name: 'Rahim Uddin',
  phone: '01711000111',
  district: 'Rajshahi',
  thana: 'Boalia',
  area: 'Shaheb Bazar',
  line: 'House 12, Road 3',
};

/** A cash-on-delivery parcel of a new order, to book with the courier. */
export const parcelOrder = () => ({
  orderId: randomBytes(12).toString('hex'),
  recipient: { ...RECIPIENT },
  codAmount: 570,
  note: 'A book',
});

/** The app's settings for Pathao's stand-in at `url` (decision 435). */
export const pathaoSettings = (url: string) => ({
  COURIER: 'pathao',
  COURIER_BASE_URL: url,
  PATHAO_CLIENT_ID: PATHAO_TEST_CREDENTIALS.clientId,
  PATHAO_CLIENT_SECRET: PATHAO_TEST_CREDENTIALS.clientSecret,
  PATHAO_USERNAME: PATHAO_TEST_CREDENTIALS.username,
  PATHAO_PASSWORD: PATHAO_TEST_CREDENTIALS.password,
  PATHAO_STORE_ID: String(PATHAO_TEST_CREDENTIALS.storeId),
  COURIER_WEBHOOK_TOKEN: PATHAO_TEST_CREDENTIALS.webhookSecret,
});

/**
 * The offline courier sandbox, moving parcels at once and reporting each move to the app's webhook (the app
 * is read when the report is sent, so it may be built after the sandbox, which it must know the address of);
 * `reporting` false drops the reports, as a courier whose webhooks stopped.
 */
export function sandboxReportingTo(
  app: () => FastifyInstance,
  options: Omit<CourierSandboxOptions, 'notify'> & { reporting?: () => boolean } = {},
): Promise<CourierSandbox> {
  const { reporting = () => true, ...rest } = options;
  return startCourierSandbox({
    stepMs: 0,
    ...rest,
    notify: async (body, headers) => {
      if (!reporting()) return;
      await app().inject({
        method: 'POST',
        url: '/api/courier/webhook/sandbox',
        headers,
        payload: JSON.stringify(body),
      });
    },
  });
}
