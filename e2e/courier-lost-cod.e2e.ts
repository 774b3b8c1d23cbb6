// A cash-on-delivery parcel the courier loses before delivery (decision 431) in Chromium, on a phone: the
// admin's order page offers "The courier's compensation", refuses an amount above the price, records it
// once; the buyer reads, in Bangla, that the order ended and they pay nothing. The order is walked through
// the API and the courier sandbox (booked, picked up, lost); the ledger and refusals are the API test's
// (`orders/home-delivery.test.ts`).
import { describe, expect, it } from 'vitest';
import { newId } from '../apps/server/test/index.ts';
import { callApi } from './support/api.ts';
import { accountWithToken, readerPage } from './support/accounts.ts';
import { screenshot, sidewaysOverflow } from './support/browser.ts';
import { codListing, courierMoves, saveRajshahiAddress, suiteBrowser } from './support/courier.ts';

describe('a cash-on-delivery parcel lost by the courier, in Chromium', () => {
  const browser = suiteBrowser();
  const run = newId().slice(0, 6);

  it('when the courier loses a cash-on-delivery parcel, then the admin records the courier’s compensation to the seller, and the buyer reads in Bangla that they pay nothing', async () => {
    const seller = await accountWithToken('Seller', `Lost Seller ${run}`);
    const buyer = await accountWithToken('Buyer', `Lost Buyer ${run}`);
    const admin = await accountWithToken('Admin', `Lost Admin ${run}`);
    const book = `Lost Parcel ${run}`;
    const bookId = await codListing(seller.user, book, 450);
    const addressId = await saveRajshahiAddress(buyer.token);
    const { insertedId: orderId } = await callApi<{ insertedId: string }>('/bookings', {
      method: 'POST',
      token: buyer.token,
      body: { productId: bookId, phone: '01711000111', location: 'Rajshahi', delivery: 'home', addressId },
    });
    await callApi(`/orders/${orderId}/cash-on-delivery`, { method: 'POST', token: buyer.token });
    const parcel = await callApi<{ consignmentId: string }>(`/orders/${orderId}/parcel`, {
      method: 'POST',
      token: seller.token,
    });
    await courierMoves(parcel.consignmentId, 'picked_up');
    await courierMoves(parcel.consignmentId, 'lost');

    const a = await readerPage(browser(), admin.token, 'en');
    await a.goto(`/dashboard/orders/${orderId}`);
    await a.getByText('Lost by the courier').first().waitFor();
    const form = a.getByRole('form', { name: 'The courier’s compensation' });
    await form.getByText('the buyer owes nothing', { exact: false }).waitFor();
    const amount = form.getByLabel('Compensation (Taka)');
    await amount.fill('451');
    await form.getByRole('button', { name: 'Record the compensation' }).click();
    await form.getByText('Enter a whole amount from 1 to', { exact: false }).waitFor();
    await amount.fill('400');
    await screenshot(a, 'courier-lost-admin-en-phone');
    await form.getByRole('button', { name: 'Record the compensation' }).click();
    await a.getByText('Compensation recorded for the seller').waitFor();
    await form.waitFor({ state: 'detached' });
    await a.getByText('The courier paid 400 BDT for the lost book', { exact: false }).waitFor();
    await a.getByText('The courier’s compensation was paid to the seller').waitFor();
    expect(await sidewaysOverflow(a)).toBe(0);
    await screenshot(a, 'courier-lost-admin-recorded-en-phone');
    const balance = await callApi<{ available: number }>('/me/balance', { token: seller.token });
    expect(balance.available).toBe(400);

    await callApi('/me/language', { method: 'PUT', token: buyer.token, body: { language: 'bn' } });
    const b = await readerPage(browser(), buyer.token, 'bn');
    await b.goto(`/dashboard/orders/${orderId}`);
    await b.getByText('আপনাকে কিছুই দিতে হবে না', { exact: false }).first().waitFor();
    await b.getByText('কুরিয়ার হারিয়ে ফেলেছে').first().waitFor();
    // Only the admin records the compensation.
    expect(await b.getByRole('form', { name: 'কুরিয়ারের ক্ষতিপূরণ' }).count()).toBe(0);
    expect(await sidewaysOverflow(b)).toBe(0);
    await screenshot(b, 'courier-lost-buyer-bn-phone');
  });
});
