// A refund of cash paid at the door (decision 416) in Chromium: the admin sees "Send the refund by hand" on a
// refunded cash-on-delivery order, is asked for the transfer's reference, records it once; the buyer then reads
// it sent, in Bangla. The refund itself (a courier's cash-on-delivery dispute decided for the buyer, its ledger
// and its refusals) is the API test's (`orders/home-delivery.test.ts`); here it is arranged in the database.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../apps/server/test/index.ts';
import { callApi } from './support/api.ts';
import { accountWithToken, readerPage } from './support/accounts.ts';
import { launchBrowser, screenshot, sidewaysOverflow } from './support/browser.ts';
import { closeSuiteDb, suiteDb } from './support/catalogue-session.ts';
import { fictionListing } from './support/listings.ts';

describe('a cash-on-delivery refund sent by hand, in Chromium', () => {
  let browser: Browser;
  const run = newId().slice(0, 6);
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await closeSuiteDb();
  });

  it('when the admin records the transfer of a refund paid back by hand, then the order says so to both, in English and Bangla', async () => {
    const seller = await accountWithToken('Seller', `Hand Seller ${run}`);
    const buyer = await accountWithToken('Buyer', `Hand Buyer ${run}`);
    const admin = await accountWithToken('Admin', `Hand Admin ${run}`);
    const bookId = await fictionListing(seller.user, `Cash Back ${run}`, 380);
    await suiteDb().updateTable('books').set({ cod_allowed: 1 }).where('id', '=', bookId).execute();
    const { insertedId: orderId } = await callApi<{ insertedId: string }>('/bookings', {
      method: 'POST',
      token: buyer.token,
      body: { productId: bookId, phone: '01700000000', location: 'Dhaka' },
    });
    await callApi(`/orders/${orderId}/cash-on-delivery`, { method: 'POST', token: buyer.token });
    // Arranged: the dispute decided for the buyer, the refund owed by hand (as the API test makes it).
    const now = new Date().toISOString();
    await suiteDb().updateTable('bookings').set({ status: 'refunded' }).where('id', '=', orderId).execute();
    await suiteDb()
      .insertInto('order_events')
      .values({
        id: newId(),
        booking_id: orderId,
        type: 'refunded',
        from_status: 'disputed',
        to_status: 'refunded',
        actor_role: 'admin',
        actor_id: admin.user._id,
        data: JSON.stringify({ amount: 380 }),
        created_at: now,
      })
      .execute();
    await suiteDb()
      .insertInto('refunds')
      .values({
        id: newId(),
        booking_id: orderId,
        intent_id: `cod_${orderId}`,
        provider: 'cod',
        amount: 380,
        status: 'pending',
        reason: 'dispute resolved by the admin',
        attempts: 0,
        last_error: null,
        created_at: now,
        updated_at: now,
      })
      .execute();

    const a = await readerPage(browser, admin.token, 'en');
    await a.goto(`/dashboard/orders/${orderId}`);
    const form = a.getByRole('form', { name: 'Send the refund by hand' });
    await form.waitFor();
    await form.getByText('The buyer paid 380 BDT in cash at the door', { exact: false }).waitFor();
    await form.getByRole('button', { name: 'Record the refund as sent' }).click();
    await form.getByText('Enter the reference of the transfer you sent').waitFor();
    await form.getByLabel('Transfer reference (bKash TrxID or bank reference)').fill('BKASH-8X2QT');
    await screenshot(a, 'refund-by-hand-admin-en-phone');
    await form.getByRole('button', { name: 'Record the refund as sent' }).click();
    await a.getByText('Refund recorded as sent').waitFor();
    await form.waitFor({ state: 'detached' });
    await a.getByText('Refund sent by BoiBazar').waitFor();
    await a.getByText('BKASH-8X2QT', { exact: false }).first().waitFor();
    expect(await sidewaysOverflow(a)).toBe(0);
    const refund = await suiteDb()
      .selectFrom('refunds')
      .select('status')
      .where('booking_id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(refund.status).toBe('succeeded');

    await callApi('/me/language', { method: 'PUT', token: buyer.token, body: { language: 'bn' } });
    const b = await readerPage(browser, buyer.token, 'bn');
    await b.goto(`/dashboard/orders/${orderId}`);
    await b.getByText('বইবাজার আপনাকে পাঠিয়েছে', { exact: false }).waitFor();
    await b.getByText('বইবাজার টাকা ফেরত পাঠিয়েছে').waitFor();
    // Only the admin records it.
    expect(await b.getByRole('form', { name: 'টাকা ফেরত হাতে পাঠান' }).count()).toBe(0);
    await screenshot(b, 'refund-by-hand-buyer-bn-phone');
  });
});
