// The API straight from a browser test, to arrange what a test needs (a booking, a listing, a report);
// what a person does is done through the page.
import { baseURL } from './browser.ts';

/** Calls `/api{path}` (JSON, or FormData for uploads) and answers the parsed body; a 4xx or 5xx throws. */
export async function callApi<T = Record<string, unknown>>(
  path: string,
  init: { method?: string; token?: string; body?: unknown } = {},
): Promise<T> {
  const headers: Record<string, string> = {};
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  let body: BodyInit | undefined;
  if (init.body instanceof FormData) body = init.body;
  else if (init.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(init.body);
  }
  const res = await fetch(`${baseURL()}/api${path}`, { method: init.method ?? 'GET', headers, body });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path} → ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** Books `bookId` for the buyer and pays by the sandbox's test card, through the API; the order's id. */
export async function paidOrder(buyerToken: string, bookId: string): Promise<string> {
  const token = buyerToken;
  const { insertedId } = await callApi<{ insertedId: string }>('/bookings', {
    method: 'POST',
    token,
    body: { productId: bookId, phone: '01700000000', location: 'Dhaka' },
  });
  const { clientSecret } = await callApi<{ clientSecret: string }>('/create-payment-intent', {
    method: 'POST',
    token,
    body: { booking: insertedId },
  });
  const intentId = clientSecret.split('_secret_')[0]!;
  await callApi(`/sandbox/intents/${intentId}/confirm`, {
    method: 'POST',
    token,
    body: { clientSecret, cardNumber: '4242424242424242', expiry: '12/39', cvc: '123' },
  });
  await callApi('/payments', {
    method: 'POST',
    token,
    body: { transactionId: intentId, booking: insertedId },
  });
  return insertedId;
}
