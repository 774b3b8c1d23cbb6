// The courier journeys' set-up (courier-lost-cod, rajshahi-courier-cod): Chromium for the suite, a listing
// open to cash on delivery, the Rajshahi buyer's saved address, and a parcel moved in the suite's shared
// courier sandbox as its tester page's buttons move it (it reports each move to the app's webhook).
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { RAJSHAHI_ADDRESS } from '../../apps/server/test/index.ts';
import { callApi } from './api.ts';
import { launchBrowser } from './browser.ts';
import { closeSuiteDb, suiteDb } from './catalogue-session.ts';
import { fictionListing, type Listing } from './listings.ts';

/** Chromium, launched before the suite's tests and closed after them with the suite's database. */
export function suiteBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await closeSuiteDb();
  });
  return () => browser!;
}

/** A Fiction listing of `seller`'s that a buyer may pay for on delivery. */
export async function codListing(seller: Listing['seller'], productName: string, resale: number) {
  const bookId = await fictionListing(seller, productName, resale);
  await suiteDb().updateTable('books').set({ cod_allowed: 1 }).where('id', '=', bookId).execute();
  return bookId;
}

/** The buyer's saved address in Rajshahi (the address book has its own journey, addresses.e2e.ts); its id. */
export async function saveRajshahiAddress(buyerToken: string): Promise<string> {
  const { _id } = await callApi<{ _id: string }>('/me/addresses', {
    method: 'POST',
    token: buyerToken,
    body: RAJSHAHI_ADDRESS,
  });
  return _id;
}

/** Moves a parcel in the courier sandbox, as its tester page's buttons do. */
export async function courierMoves(consignmentId: string, to: string): Promise<void> {
  const res = await fetch(`${inject('courierSandboxURL')}/sandbox/parcels/${consignmentId}/advance`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ to }),
  });
  expect(res.status).toBe(200);
}
