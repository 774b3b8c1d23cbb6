// Exchanges in Chromium (issue 14): two sellers swap books with a top-up paid by card, hand over both ways,
// complete and review each other; then an offer is declined, another countered and the counter withdrawn.
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../apps/server/test/index.ts';
import { callApi } from './support/api.ts';
import { confirmInDialog, launchBrowser, PHONE, screenshot } from './support/browser.ts';
import { type Account, accountWithToken, signedInPage } from './support/accounts.ts';
import { closeSuiteDb, suiteDb, categoryRow } from './support/catalogue-session.ts';
import { insertListing } from './support/listings.ts';

describe('exchanges in Chromium', () => {
  let browser: Browser;
  let fictionId: string;
  const run = newId().slice(0, 6);

  const listing = (seller: Account, productName: string, resale = 200) =>
    insertListing(suiteDb(), {
      seller: seller.user,
      categoryId: fictionId,
      productName,
      resale,
    });

  async function stage(page: Page, text: string) {
    await page.getByText(text, { exact: true }).first().waitFor();
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    const fiction = await categoryRow('Fiction');
    fictionId = fiction.id;
  });
  afterAll(async () => {
    await browser?.close();
    await closeSuiteDb();
  });

  it('when two sellers swap with a card top-up, hand over both ways and confirm, then it completes and both review', async () => {
    const owner = await accountWithToken('Seller', `Orin Owner ${run}`, { verified: false });
    const proposer = await accountWithToken('Seller', `Priya Proposer ${run}`, { verified: false });
    const target = `Swap Target ${run}`;
    const offered = `Swap Offered ${run}`;
    const plain = `Not For Swap ${run}`;
    const targetId = await listing(owner, target, 400);
    const offeredId = await listing(proposer, offered, 250);
    await listing(owner, plain, 300);
    await listing(proposer, `Kept Back ${run}`, 100);

    // The owner opens the book to exchange from My Books' edit dialog, saying what they want.
    const ownerTab = await signedInPage(browser, owner, PHONE);
    const o = ownerTab.page;
    await o.goto('/dashboard/myproducts');
    await o.getByRole('button', { name: `Edit ${target}` }).click();
    const edit = o.getByRole('dialog');
    await edit.getByLabel(/Open to exchange/).check();
    await edit.getByLabel('What you want in return (optional)').fill(offered);
    await edit.getByRole('button', { name: 'Save changes' }).click();
    await o.getByText('Listing updated!').waitFor();

    // The proposer filters the category to books open to exchange: only the target shows, badged.
    const proposerTab = await signedInPage(browser, proposer, PHONE);
    const p = proposerTab.page;
    await p.goto(`/categories/${fictionId}`);
    await p.getByRole('article').filter({ hasText: plain }).waitFor();
    await p.getByLabel('Open to exchange').check();
    await p.waitForURL(/exchange=1/);
    const card = p.getByRole('article').filter({ hasText: target });
    await card.waitFor();
    expect(await p.getByRole('article').filter({ hasText: plain }).count()).toBe(0);
    await card.getByText('Exchange', { exact: true }).waitFor();

    // The offer: one of the proposer's books, a 150 Taka top-up the proposer pays, a message.
    await card.getByRole('button', { name: `Offer an exchange for ${target}` }).click();
    const offer = p.getByRole('dialog', { name: 'Offer an exchange' });
    await offer.getByRole('button', { name: 'Send offer' }).click();
    await offer.getByText('Choose at least one book').waitFor();
    await offer.getByRole('checkbox', { name: new RegExp(offered) }).check();
    await offer.getByLabel(/Top-up in Taka/).fill('150');
    await offer.getByRole('radio', { name: 'I pay it' }).check();
    await offer.getByLabel('Message (optional)').fill('Mine is in very good shape.');
    await screenshot(p, 'exchange-offer-dialog-phone');
    await offer.getByRole('button', { name: 'Send offer' }).click();
    await p.getByText('Exchange offered! The seller has been told.').waitFor();
    await p.waitForURL(/\/dashboard\/exchanges\/[^/]+$/);
    const exchangeUrl = new URL(p.url()).pathname;
    await stage(p, 'Offer waiting for an answer');
    await p.getByText(`You pay ${owner.user.name} 150 Taka`).waitFor();

    // The owner finds it in My Exchanges (Incoming) and accepts it.
    await o.goto('/dashboard/exchanges');
    await o.getByRole('tab', { name: 'Incoming', selected: true }).waitFor();
    await o.getByRole('link', { name: `Exchange with ${proposer.user.name}`, exact: true }).waitFor();
    await screenshot(o, 'my-exchanges-phone');
    await o.getByRole('link', { name: `Exchange with ${proposer.user.name}`, exact: true }).click();
    await o.getByText('Mine is in very good shape.').first().waitFor();
    await o.getByRole('button', { name: 'Accept the exchange' }).click();
    await o.getByRole('dialog', { name: 'Accept this exchange?' }).waitFor();
    await screenshot(o, 'exchange-accept-confirm');
    await confirmInDialog(o, 'Accept the exchange');
    await o.getByText('Exchange accepted! The books are reserved for it').waitFor();
    await stage(o, 'Accepted: waiting for the top-up');

    // They agree the handover in the exchange's conversation; each message shows once on each side.
    const ownerTalk = o.getByRole('region', { name: `Messages with ${proposer.user.name}` });
    await ownerTalk.getByLabel('Your message').fill('Nilkhet on Friday afternoon?');
    await ownerTalk.getByRole('button', { name: 'Send' }).click();
    await p.goto(exchangeUrl);
    const proposerTalk = p.getByRole('region', { name: `Messages with ${owner.user.name}` });
    const proposerLog = proposerTalk.getByRole('log', { name: 'Messages' });
    await proposerLog.getByText('Nilkhet on Friday afternoon?').waitFor();
    await proposerTalk.getByLabel('Your message').fill('Friday works. I will send mine by courier.');
    await proposerTalk.getByRole('button', { name: 'Send' }).click();
    const ownerLog = ownerTalk.getByRole('log', { name: 'Messages' });
    await ownerLog.getByText('Friday works. I will send mine by courier.').waitFor();
    await proposerLog.getByText('Friday works. I will send mine by courier.').waitFor();
    // Wait out any late live event or catch-up, then count.
    await o.waitForTimeout(1500);
    for (const log of [ownerLog, proposerLog]) {
      expect(await log.getByText('Nilkhet on Friday afternoon?').count()).toBe(1);
      expect(await log.getByText('Friday works. I will send mine by courier.').count()).toBe(1);
      expect(await log.getByRole('listitem').count()).toBe(2);
    }
    await screenshot(p, 'exchange-conversation-phone');

    // The proposer pays the top-up with the sandbox card.
    await p.getByRole('heading', { name: 'Pay the top-up' }).waitFor();
    await p.getByLabel('Card number').fill('4242 4242 4242 4242');
    await p.getByLabel('Expiry').fill('12/39');
    await p.getByLabel('CVC').fill('123');
    await p.getByRole('button', { name: 'Pay', exact: true }).click();
    await p.getByText('Payment completed successfully!').first().waitFor();
    await stage(p, 'Accepted: hand the books over');

    // Both hand over: the proposer by courier, the owner at a meet-up.
    await p.getByLabel('Courier company').fill('Sundarban Courier');
    await p.getByLabel('Tracking number').fill('SC-4455');
    await p.getByRole('button', { name: 'Hand over', exact: true }).click();
    await p.getByText('Marked as handed over').waitFor();
    await o.reload();
    await o.getByText(/by Sundarban Courier, tracking SC-4455/).waitFor();
    await o.getByRole('radio', { name: 'At a meet-up' }).check();
    await o.getByLabel('Place').fill('Nilkhet book market');
    // Without a time the form asks for one in words, not with an ISO example.
    await o.getByRole('button', { name: 'Hand over', exact: true }).click();
    await o.getByText('Choose the date and time of the meet-up').waitFor();
    await o.getByLabel('Date and time').fill('2031-05-01T16:30');
    await o.getByRole('button', { name: 'Hand over', exact: true }).click();
    await o.getByText('Marked as handed over').waitFor();

    // Each confirms the other's books arrived; the second confirmation completes the exchange.
    await o.getByRole('button', { name: 'Confirm received' }).click();
    await confirmInDialog(o, 'Confirm received');
    await o.getByText('Marked as received').waitFor();
    await p.reload();
    await p.getByText(/at a meet-up at Nilkhet book market/).waitFor();
    await p.getByRole('button', { name: 'Confirm received' }).click();
    await confirmInDialog(p, 'Confirm received');
    await stage(p, 'Completed');
    await p.getByText('Exchange completed').first().waitFor();
    await p.getByText('Top-up settled').waitFor();

    // Both review each other.
    await p.getByRole('radio', { name: '5 stars' }).locator('..').click();
    await p.getByLabel(/Your review/).fill('A smooth swap, book as described.');
    await p.getByRole('button', { name: 'Submit review' }).click();
    await p.getByText('Thank you for your review').waitFor();
    await p.getByRole('button', { name: 'Submit review' }).waitFor({ state: 'detached' });
    await o.reload();
    await stage(o, 'Completed');
    // The proposer's review stays hidden from the owner until the owner's is in.
    const ownerReviews = o.getByRole('region', { name: 'Reviews' });
    await ownerReviews
      .getByText(`${proposer.user.name} has reviewed you; you will see it once yours is in.`)
      .waitFor();
    expect(await ownerReviews.getByText('A smooth swap, book as described.').count()).toBe(0);
    await o.getByRole('radio', { name: '4 stars' }).locator('..').click();
    await o.getByLabel(/Your review/).fill('Quick and friendly.');
    await o.getByRole('button', { name: 'Submit review' }).click();
    await o.getByText('Thank you for your review').waitFor();

    // Both are public now: each sees the other's on the exchange page, marked as an exchange review.
    const fromProposer = ownerReviews.getByRole('article').filter({ hasText: proposer.user.name });
    await fromProposer.getByText('A smooth swap, book as described.').waitFor();
    await fromProposer.getByText('(exchange)').waitFor();
    await fromProposer.getByRole('img', { name: '5 out of 5 stars' }).waitFor();
    await ownerReviews.getByRole('article').filter({ hasText: 'Quick and friendly.' }).waitFor();
    await screenshot(o, 'exchange-completed-phone');
    await p.reload();
    const proposerReviews = p.getByRole('region', { name: 'Reviews' });
    const fromOwner = proposerReviews.getByRole('article').filter({ hasText: owner.user.name });
    await fromOwner.getByText('Quick and friendly.').waitFor();
    await fromOwner.getByRole('img', { name: '4 out of 5 stars' }).waitFor();
    await screenshot(p, 'exchange-reviews-proposer-phone');

    // Each seller profile lists the review the other wrote, and the rating counts it.
    await p.goto(`/sellers/${owner.user._id}`);
    const onProfile = p
      .getByRole('region', { name: 'Reviews' })
      .getByRole('article')
      .filter({ hasText: 'A smooth swap, book as described.' });
    await onProfile.getByText(`${proposer.user.name} (exchange)`).waitFor();
    await screenshot(p, 'seller-profile-exchange-review-phone');
    await o.goto(`/sellers/${proposer.user._id}`);
    await o
      .getByRole('region', { name: 'Reviews' })
      .getByRole('article')
      .filter({ hasText: 'Quick and friendly.' })
      .waitFor();

    const reviews = await suiteDb()
      .selectFrom('reviews')
      .select(['rating', 'author_id'])
      .where('exchange_id', '=', exchangeUrl.split('/').pop()!)
      .execute();
    expect(reviews.map((r) => r.rating).sort()).toEqual([4, 5]);
    const books = await suiteDb()
      .selectFrom('books')
      .select(['id', 'exchange_state'])
      .where('id', 'in', [targetId, offeredId])
      .execute();
    expect(books.map((b) => b.exchange_state)).toEqual(['exchanged', 'exchanged']);

    // The finished tab lists it; My Books shows the book as exchanged.
    await o.goto('/dashboard/exchanges?tab=finished');
    await o.getByRole('link', { name: `Exchange with ${proposer.user.name}`, exact: true }).waitFor();
    await o.goto('/dashboard/myproducts');
    // On a phone My Books is a list of cards.
    await o.getByRole('listitem').filter({ hasText: target }).getByText('Exchanged').waitFor();
    await ownerTab.context.close();
    await proposerTab.context.close();
  });

  it('when an offer is declined, another countered and the counter withdrawn, then each shows its stage', async () => {
    const owner = await accountWithToken('Seller', `Dina Owner ${run}`, { verified: false });
    const proposer = await accountWithToken('Seller', `Rafi Proposer ${run}`, { verified: false });
    const buyer = await accountWithToken('Buyer', `Bashir Buyer ${run}`, { verified: false });
    const target = `Counter Target ${run}`;
    const first = `First Offer ${run}`;
    const second = `Second Offer ${run}`;
    const targetId = await listing(owner, target, 300);
    await callApi(`/books/${targetId}`, {
      method: 'PATCH',
      token: owner.token,
      body: { openToExchange: true, wants: 'Any Satyajit Ray' },
    });
    await listing(proposer, first, 200);
    const secondId = await listing(proposer, second, 150);
    const third = `Third Choice ${run}`;
    const extra = `Owner Extra ${run}`;
    const thirdId = await listing(proposer, third, 350);
    const extraId = await listing(owner, extra, 120);

    // A Buyer starts selling from the dashboard; the menu then has the seller's items.
    const buyerTab = await signedInPage(browser, buyer, PHONE);
    await buyerTab.page.goto('/dashboard');
    await buyerTab.page.getByRole('button', { name: 'Start selling' }).click();
    await buyerTab.page.getByText(/You are now a seller/).waitFor();
    await buyerTab.page.getByRole('link', { name: 'Add a Product' }).waitFor();
    await buyerTab.page.getByRole('heading', { name: 'Seller Dashboard' }).waitFor();
    await buyerTab.context.close();

    // The first offer, from the book page, is declined with a reason.
    const p = (await signedInPage(browser, proposer)).page;
    await p.goto(`/books/${targetId}`);
    await p.getByText('In return, the seller wants: Any Satyajit Ray').waitFor();
    await p.getByRole('button', { name: `Offer an exchange for ${target}` }).click();
    const offer = p.getByRole('dialog', { name: 'Offer an exchange' });
    await offer.getByRole('checkbox', { name: new RegExp(first) }).check();
    await offer.getByRole('button', { name: 'Send offer' }).click();
    await p.waitForURL(/\/dashboard\/exchanges\/[^/]+$/);
    const declinedUrl = new URL(p.url()).pathname;

    const o = (await signedInPage(browser, owner, PHONE)).page;
    await o.goto(declinedUrl);
    await o.getByText('Decline the offer').click();
    await o.getByLabel(/Why\? \(optional/).fill('I would rather keep it for now.');
    await o.getByRole('button', { name: 'Decline', exact: true }).click();
    await o.getByText('Offer declined').first().waitFor();
    await stage(o, 'Declined');
    await p.goto('/dashboard/exchanges?tab=finished');
    await p.getByRole('link', { name: `Exchange with ${owner.user.name}`, exact: true }).click();
    await p.getByText('“I would rather keep it for now.”').waitFor();

    // The second offer (made through the API) is countered with other books: the owner asks for another
    // of the proposer's books instead, adds one of their own, and asks for a 50 Taka top-up.
    const second0 = await callApi<{ _id: string }>('/exchanges', {
      method: 'POST',
      token: proposer.token,
      body: { bookId: targetId, offeredBookIds: [secondId], message: 'How about this one?' },
    });
    await o.goto('/dashboard/exchanges');
    await o.getByRole('link', { name: `Exchange with ${proposer.user.name}`, exact: true }).click();
    await o.getByText('How about this one?').first().waitFor();
    await o.getByRole('button', { name: 'Counter' }).click();
    const counter = o.getByRole('dialog', { name: 'Counter the offer' });
    const wanted = counter.getByRole('group', {
      name: new RegExp(`books you want from ${proposer.user.name}`),
    });
    const given = counter.getByRole('group', { name: /Your books to give/ });
    await expect
      .poll(() => wanted.getByRole('checkbox', { name: new RegExp(second) }).isChecked())
      .toBe(true);
    // Their other free books are there to ask for, not only the one they offered.
    await wanted.getByRole('checkbox', { name: new RegExp(third) }).waitFor();
    await expect.poll(() => given.getByRole('checkbox', { name: new RegExp(target) }).isChecked()).toBe(true);
    await wanted.getByRole('checkbox', { name: new RegExp(second) }).uncheck();
    await wanted.getByRole('checkbox', { name: new RegExp(third) }).check();
    await given.getByRole('checkbox', { name: new RegExp(extra) }).check();
    await counter.getByLabel(/Top-up in Taka/).fill('50');
    await counter.getByRole('radio', { name: `${proposer.user.name} pays it` }).check();
    await screenshot(o, 'exchange-counter-dialog-phone');
    await counter.getByRole('button', { name: 'Send counter-offer' }).click();
    await o.getByText('Counter-offer sent').waitFor();
    await o.waitForURL((url) => !url.pathname.endsWith(second0._id));
    await stage(o, 'Offer waiting for an answer');
    await o.getByText(`${proposer.user.name} pays you 50 Taka`).waitFor();
    await o.getByRole('link', { name: third, exact: true }).waitFor();
    await o.getByRole('link', { name: extra, exact: true }).waitFor();
    expect(await o.getByRole('link', { name: second, exact: true }).count()).toBe(0);
    const counterId = new URL(o.url()).pathname.split('/').pop()!;
    const sides = await suiteDb()
      .selectFrom('exchange_books')
      .select(['book_id', 'side'])
      .where('exchange_id', '=', counterId)
      .orderBy('side')
      .orderBy('book_id')
      .execute();
    expect(sides).toEqual(
      [
        { book_id: thirdId, side: 'owner' },
        ...[targetId, extraId].sort().map((book_id) => ({ book_id, side: 'proposer' })),
      ].sort((a, b) => a.side.localeCompare(b.side)),
    );
    await screenshot(o, 'exchange-countered-phone');

    // The proposer sees the counter among offers made to them; the original shows as countered.
    await p.goto('/dashboard/exchanges');
    await p.getByRole('tab', { name: 'Incoming' }).click();
    await p.getByRole('link', { name: `Exchange with ${owner.user.name}`, exact: true }).waitFor();
    await p.goto(`/dashboard/exchanges/${second0._id}`);
    await stage(p, 'Countered with a new offer');

    // The owner withdraws the counter.
    await o.getByRole('button', { name: 'Withdraw the offer' }).click();
    await o.getByText('Offer withdrawn').first().waitFor();
    await stage(o, 'Withdrawn');
    const target0 = await suiteDb()
      .selectFrom('books')
      .select(['is_sold', 'exchange_state'])
      .where('id', '=', targetId)
      .executeTakeFirstOrThrow();
    expect(Number(target0.is_sold)).toBe(0);
    expect(target0.exchange_state).toBeNull();
  });

  it('when one side disputes an accepted exchange, then the admin finds it among disputed exchanges and cancels it, releasing the books', async () => {
    const owner = await accountWithToken('Seller', `Tania Owner ${run}`, { verified: false });
    const proposer = await accountWithToken('Seller', `Sumon Proposer ${run}`, { verified: false });
    const admin = await accountWithToken('Admin', `Ayesha Admin ${run}`, { verified: false });
    const target = `Disputed Target ${run}`;
    const offered = `Disputed Offered ${run}`;
    const targetId = await listing(owner, target, 300);
    const offeredId = await listing(proposer, offered, 300);
    await callApi(`/books/${targetId}`, {
      method: 'PATCH',
      token: owner.token,
      body: { openToExchange: true },
    });
    const made = await callApi<{ _id: string }>('/exchanges', {
      method: 'POST',
      token: proposer.token,
      body: { bookId: targetId, offeredBookIds: [offeredId] },
    });
    await callApi(`/exchanges/${made._id}/accept`, { method: 'POST', token: owner.token, body: {} });
    const exchangePath = `/dashboard/exchanges/${made._id}`;

    // The proposer says the other side's book never came.
    const p = (await signedInPage(browser, proposer, PHONE)).page;
    await p.goto(exchangePath);
    await stage(p, 'Accepted: hand the books over');
    await p.getByText('Something went wrong?').click();
    await p
      .getByLabel('What went wrong? The admin will decide.')
      .fill('I sent mine a week ago; nothing came back.');
    await p.getByRole('button', { name: 'Open a dispute' }).click();
    await p.getByText('Dispute opened; the admin will look at it').waitFor();
    await stage(p, 'Disputed: the admin will decide');
    expect(await p.getByRole('button', { name: 'Hand over', exact: true }).count()).toBe(0);
    // A photo as evidence, as for an order's dispute (decision 455).
    const parcel = await sharp({ create: { width: 200, height: 150, channels: 3, background: '#3b5b8a' } })
      .png()
      .toBuffer();
    await p
      .getByLabel('Add a photo (up to 3 in all)')
      .setInputFiles({ name: 'empty-envelope.png', mimeType: 'image/png', buffer: parcel });
    const photoAlt = `Photo 1 of 1, from ${proposer.user.name}`;
    await p.getByRole('img', { name: photoAlt }).waitFor();
    await p.getByRole('button', { name: 'Remove photo 1' }).waitFor();
    await screenshot(p, 'exchange-dispute-photo-phone');

    // The admin's list of disputed exchanges has it; its page shows the reason and the two outcomes.
    const a = (await signedInPage(browser, admin)).page;
    await a.goto('/dashboard/exchange-disputes');
    await a.getByRole('heading', { name: 'Disputed Exchanges' }).waitFor();
    const row = a.getByRole('article').filter({ hasText: `${proposer.user.name} and ${owner.user.name}` });
    await row.getByText(target).waitFor();
    await screenshot(a, 'admin-disputed-exchanges-desktop');
    await row.getByRole('link', { name: `${proposer.user.name} and ${owner.user.name}` }).click();
    await a.waitForURL((url) => url.pathname === exchangePath);
    await a.getByText('“I sent mine a week ago; nothing came back.”').waitFor();
    await a.getByRole('heading', { name: 'Resolve the dispute' }).waitFor();
    // The evidence beside the resolve form; the admin removes nothing.
    await a.getByRole('img', { name: photoAlt }).waitFor();
    expect(await a.getByRole('button', { name: /^Remove photo/ }).count()).toBe(0);
    await screenshot(a, 'admin-exchange-dispute-photo-desktop');
    await a.getByRole('button', { name: 'Cancel the exchange' }).click();
    await a.getByText('Exchange cancelled').first().waitFor();
    await stage(a, 'Cancelled');
    await screenshot(a, 'admin-resolved-exchange-desktop');

    // The list is empty of it now; both sides see it cancelled and their books are back on sale.
    await a.goto('/dashboard/exchange-disputes');
    await a.getByRole('heading', { name: 'Disputed Exchanges' }).waitFor();
    await expect
      .poll(() =>
        a
          .getByRole('article')
          .filter({ hasText: `${proposer.user.name} and ${owner.user.name}` })
          .count(),
      )
      .toBe(0);
    await p.reload();
    await stage(p, 'Cancelled');
    const books = await suiteDb()
      .selectFrom('books')
      .select(['is_sold', 'exchange_state'])
      .where('id', 'in', [targetId, offeredId])
      .execute();
    expect(books.map((b) => [Number(b.is_sold), b.exchange_state])).toEqual([
      [0, null],
      [0, null],
    ]);
  });
});
