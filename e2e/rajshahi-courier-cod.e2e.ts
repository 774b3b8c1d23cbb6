// Issue 27's browser journey, on a 390 px phone: a buyer in Rajshahi (reading Bangla) orders a Dhaka seller's
// book for home delivery by courier, cash on delivery, seeing the delivery fee and the total before ordering;
// the seller (reading English) books the pickup and opens the printable label; the offline courier sandbox's
// tester page picks the parcel up and delivers it; the order is delivered with the cash collected, and the
// seller's Earnings page shows the price held for the deal, with their share after the fee.
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { formatBdt, formatTaka } from '@boibazar/shared/money';
import { newId } from '../apps/server/test/index.ts';
import { callApi } from './support/api.ts';
import { accountWithToken, readerPage } from './support/accounts.ts';
import { PHONE, screenshot, sidewaysOverflow } from './support/browser.ts';
import { codListing, saveRajshahiAddress, suiteBrowser } from './support/courier.ts';

describe('a Rajshahi buyer’s courier cash-on-delivery order, in Chromium', () => {
  const browser = suiteBrowser();
  const run = newId().slice(0, 6);

  /** The courier sandbox's tester page: the parcel's row, moved on with its button (a form post). */
  async function courierMoves(tester: Page, trackingCode: string, to: string) {
    const row = tester.locator('tr', { hasText: trackingCode });
    await row.getByRole('button', { name: to, exact: true }).click();
    await tester
      .locator('tr', { hasText: trackingCode })
      .getByRole('cell', { name: to.replace(/ /g, '_'), exact: true })
      .waitFor();
  }

  it('when a Rajshahi buyer orders a Dhaka seller’s book by courier, cash on delivery, then the seller books the pickup and prints the label, the courier delivers and collects, and the seller sees the price held', async () => {
    const seller = await accountWithToken('Seller', `Dhaka Seller ${run}`);
    const buyer = await accountWithToken('Buyer', `Rajshahi Buyer ${run}`);
    const title = `Padma Nodir Majhi ${run}`;
    const bookId = await codListing(seller.user, title, 420);
    const addressId = await saveRajshahiAddress(buyer.token);
    const { fee } = await callApi<{ fee: number }>(
      `/delivery/quote?bookId=${bookId}&addressId=${addressId}`,
      {
        token: buyer.token,
      },
    );
    expect(fee).toBeGreaterThan(0);

    // The buyer, in Bangla: home delivery shows the fee and the total before ordering.
    await callApi('/me/language', { method: 'PUT', token: buyer.token, body: { language: 'bn' } });
    const b = await readerPage(browser(), buyer.token, 'bn');
    await b.goto(`/books/${bookId}`);
    const orderName = `${title} অর্ডার করুন, হাতে পেয়ে পরিশোধ`;
    await b.getByRole('button', { name: orderName }).click();
    const dialog = b.getByRole('dialog', { name: orderName });
    await dialog.getByLabel('ফোন').fill('01711000111');
    await dialog.getByLabel('জায়গা').fill('Rajshahi');
    await dialog.getByRole('radio', { name: 'কুরিয়ারে হোম ডেলিভারি' }).check();
    await dialog.getByLabel('যে ঠিকানায় পৌঁছাবে').waitFor();
    await dialog.getByText(formatTaka(fee, 'bn'), { exact: false }).first().waitFor();
    await dialog
      .getByText(formatTaka(420 + fee, 'bn'), { exact: false })
      .first()
      .waitFor();
    await dialog
      .getByText(formatTaka(420 + fee, 'bn'), { exact: false })
      .first()
      .scrollIntoViewIfNeeded();
    await screenshot(b, 'rajshahi-cod-order-dialog-bn-phone');
    await dialog.getByRole('button', { name: 'অর্ডার করুন, হাতে পেয়ে পরিশোধ (ক্যাশ অন ডেলিভারি)' }).click();
    await b.waitForURL(/\/dashboard\/orders\//);
    const orderId = decodeURIComponent(new URL(b.url()).pathname.split('/').pop()!);
    await b.getByRole('heading', { name: 'কুরিয়ারে হোম ডেলিভারি' }).waitFor();
    expect(await sidewaysOverflow(b)).toBe(0);
    const placed = await callApi<{ status: string; delivery: { fee: number; total: number } }>(
      `/orders/${orderId}`,
      { token: buyer.token },
    );
    expect(placed.status).toBe('cod');
    expect(placed.delivery).toMatchObject({ fee, total: 420 + fee });

    // The seller, in English: book the pickup, then open the label to print.
    const s = await readerPage(browser(), seller.token, 'en');
    await s.goto(`/dashboard/orders/${orderId}`);
    const parcelSection = s.getByRole('region', { name: 'Home delivery by courier' });
    await parcelSection.getByText('Rahim Uddin, 01711000111', { exact: false }).waitFor();
    await parcelSection.getByRole('button', { name: 'Book a pickup' }).click();
    await parcelSection.getByText('Pickup booked').first().waitFor();
    const parcel = await callApi<{ trackingCode: string; codAmount: number }>(`/orders/${orderId}/parcel`, {
      token: seller.token,
    });
    expect(parcel.codAmount).toBe(420 + fee);
    await screenshot(s, 'rajshahi-cod-pickup-booked-en-phone');
    const [label] = await Promise.all([
      s.context().waitForEvent('page'),
      parcelSection.getByRole('button', { name: 'Print the label' }).click(),
    ]);
    await label.waitForLoadState();
    await label.setViewportSize(PHONE);
    // Both addresses, the cash to collect and the tracking code's Code 128 barcode.
    await label
      .getByRole('img', { name: `Tracking code ${parcel.trackingCode}` })
      .locator('svg')
      .waitFor();
    await label.getByText('Rahim Uddin').waitFor();
    await label.getByText('House 12, Road 3, Shaheb Bazar, Boalia, Rajshahi').waitFor();
    await label.getByText(`৳${420 + fee}`).waitFor();
    await label.getByText(`Dhaka Seller ${run}`).waitFor();
    // The Bangla headings in the Noto Sans Bengali the server serves (decision 438), not boxes: the face
    // loads (the page opens from a blob: address, under the app's CSP) and covers the label's Bangla.
    const bangla = await label.evaluate(async () => {
      await document.fonts.ready;
      await document.fonts.load('16px "Noto Sans Bengali"', 'অর্ডার প্রেরক প্রাপক');
      return {
        covered: document.fonts.check('16px "Noto Sans Bengali"', 'অর্ডার প্রেরক প্রাপক আদায়যোগ্য টাকা বই'),
        loaded: [...document.fonts].filter(
          (f) => f.family.includes('Noto Sans Bengali') && f.status === 'loaded',
        ).length,
      };
    });
    expect(bangla).toEqual({ covered: true, loaded: expect.any(Number) });
    expect(bangla.loaded).toBeGreaterThan(0);
    await screenshot(label, 'rajshahi-cod-label-phone');
    await label.close();

    // The courier sandbox's tester page: picked up, then delivered (the cash collected at the door).
    const tester = await b.context().browser()!.newPage({ viewport: PHONE });
    await tester.goto(inject('courierSandboxURL'));
    await tester.getByRole('heading', { name: 'Courier sandbox' }).waitFor();
    await courierMoves(tester, parcel.trackingCode, 'picked up');
    await courierMoves(tester, parcel.trackingCode, 'delivered');
    await screenshot(tester, 'rajshahi-cod-courier-sandbox-phone');
    await tester.close();

    // The seller's order: delivered, the courier collected the cash; the price is held for the deal.
    await s.reload();
    await s.getByText('Delivered; the courier collected the cash').waitFor();
    await parcelSection.getByText('Delivered').first().waitFor();
    const collected = await callApi<{ status: string; platformFee: number }>(`/orders/${orderId}`, {
      token: seller.token,
    });
    expect(collected.status).toBe('handed_over');
    await s.goto('/dashboard/earnings');
    await s.getByRole('heading', { name: 'Earnings', level: 1 }).waitFor();
    const held = s.getByRole('region', { name: 'Held for your deals' });
    const deal = held.getByRole('listitem').filter({ hasText: title });
    await deal.getByText(/^Yours on .+, unless the buyer reports a problem$/).waitFor();
    expect(await deal.textContent()).toContain(
      `You receive ${formatBdt(420 - collected.platformFee)} after a ${formatBdt(collected.platformFee)} fee.`,
    );
    expect(await sidewaysOverflow(s)).toBe(0);
    await screenshot(s, 'rajshahi-cod-earnings-held-en-phone');

    // The buyer, in Bangla: delivered, the cash collected; confirm or report a problem.
    await b.reload();
    await b.getByText('পৌঁছে দেওয়া হয়েছে; কুরিয়ার নগদ টাকা সংগ্রহ করেছে').waitFor();
    await screenshot(b, 'rajshahi-cod-delivered-bn-phone');
    // Three people's pages and the courier's: a long journey on a shared machine.
  }, 120_000);
});
