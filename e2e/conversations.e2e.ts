// Conversations and notifications in Chromium, live: a buyer and a seller in two pages. This file runs its
// own app (built web app, fresh database) with SMTP_URL pointing at an SMTP server it starts, so the email
// a notification sends can be read where it lands.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildApp,
  createPostgresDatabase,
  type Db,
  hashPassword,
  insertUser,
  loadConfig,
  newId,
  nowIso,
  type SmtpTestServer,
  startSmtpTestServer,
  type User,
} from '../apps/server/test/index.ts';
import {
  closeContextsAfterEach,
  DESKTOP,
  launchBrowser,
  PHONE,
  screenshot,
  setStepTimeouts,
} from './support/browser.ts';
import { insertListing } from './support/listings.ts';

interface Account {
  user: User;
  token: string;
}

describe('conversations and notifications in Chromium', () => {
  let browser: Browser;
  let app: FastifyInstance;
  let db: Db;
  let smtp: SmtpTestServer;
  let address: string;
  let categoryId: string;
  let dropDatabase: (() => Promise<void>) | undefined;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'boibazar-e2e-conversations-'));
  const contexts: BrowserContext[] = [];

  async function account(role: 'Buyer' | 'Seller' | 'Admin', name: string): Promise<Account> {
    const user = await insertUser(db, {
      name,
      email: `${role.toLowerCase()}-${newId().slice(0, 6)}@conversations.test`,
      image: '',
      role,
      passwordHash: await hashPassword('boibazar-demo'),
      verified: role !== 'Buyer',
    });
    return { user, token: await app.tokens.issue(user._id) };
  }

  async function signedInPage(who: Account, viewport = DESKTOP): Promise<Page> {
    const context = await browser.newContext({ baseURL: address, viewport });
    contexts.push(context);
    await context.addInitScript((token) => localStorage.setItem('boibazar-access-token', token), who.token);
    const page = await context.newPage();
    setStepTimeouts(page);
    return page;
  }

  const topBar = (page: Page) => page.getByRole('navigation', { name: 'Main' });

  /** Resolves when `text` shows in the page; answers how long it took (logged, never asserted). */
  async function appears(page: Page, text: string, from: number): Promise<number> {
    await page.getByText(text).first().waitFor();
    return Date.now() - from;
  }

  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    const pg = process.env.TEST_DB === 'postgres' ? await createPostgresDatabase() : undefined;
    dropDatabase = pg?.drop;
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      DEMO_DATA: '0',
      LOG_LEVEL: 'warn',
      PORT: '0',
      SMTP_URL: smtp.url,
      JOBS_POLL_INTERVAL: '200ms',
      ...(pg ? { DATABASE_URL: pg.url } : {}),
    });
    app = await buildApp({ config, logger: false });
    address = await app.listen({ port: 0, host: '127.0.0.1' });
    db = app.db;
    categoryId = newId();
    await db
      .insertInto('categories')
      .values({ id: categoryId, name: 'Poetry', created_at: nowIso() })
      .execute();
    browser = await launchBrowser();
  });
  closeContextsAfterEach(contexts);
  afterAll(async () => {
    await browser?.close();
    await app?.close();
    await smtp?.close();
    await dropDatabase?.();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('when the buyer asks the seller and they write back and forth, then each message appears in the other page without a reload', async () => {
    const seller = await account('Seller', 'Sumi Seller');
    const buyer = await account('Buyer', 'Babu Buyer');
    const title = `Sonar Tori ${newId().slice(0, 4)}`;
    await insertListing(db, { seller: seller.user, categoryId, productName: title, resale: 350 });

    const buyerPage = await signedInPage(buyer);
    await buyerPage.goto(`/categories/${categoryId}`);
    await buyerPage.getByRole('button', { name: `Ask the seller about ${title}` }).click();
    const dialog = buyerPage.getByRole('dialog', { name: 'Ask the seller' });
    await dialog.getByLabel('Message').fill('Are there notes in the margin? <script>alert(1)</script>');
    await screenshot(buyerPage, 'conversations-ask-dialog-desktop');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await buyerPage.waitForURL(/\/dashboard\/messages\/[0-9a-f]{24}$/);
    const conversationPath = new URL(buyerPage.url()).pathname;

    // The seller's bar counts the unread message; the list shows the conversation, newest first.
    const sellerPage = await signedInPage(seller);
    await sellerPage.goto('/dashboard/messages');
    await topBar(sellerPage).getByRole('link', { name: 'Messages, 1 unread' }).waitFor();
    const item = sellerPage.getByRole('link').filter({ hasText: 'Babu Buyer' });
    await item.getByText(title).waitFor();
    await item.getByText('Are there notes in the margin? <script>alert(1)</script>').waitFor();
    await item.click();
    await sellerPage.waitForURL(`**${conversationPath}`);
    // Stored and shown verbatim, as text: the script is not in the page as an element.
    await sellerPage
      .getByRole('log', { name: 'Messages' })
      .getByText('<script>alert(1)</script>', { exact: false })
      .waitFor();
    expect(await sellerPage.locator('[role=log] script').count()).toBe(0);
    await topBar(sellerPage).getByRole('link', { name: 'Messages', exact: true }).waitFor(); // read: the badge is gone
    // Reading the conversation was reading its news too: the bell has nothing left.
    await topBar(sellerPage).getByRole('link', { name: 'Notifications', exact: true }).waitFor();

    // A marker that a reload would wipe out.
    await sellerPage.evaluate(() => ((window as unknown as { notReloaded: boolean }).notReloaded = true));
    await buyerPage.getByLabel('Your message').fill('Is it signed by the author? https://example.com/photo.');
    let sentAt = Date.now();
    await buyerPage.getByRole('button', { name: 'Send' }).click();
    const toSeller = await appears(sellerPage, 'Is it signed by the author?', sentAt);
    const link = sellerPage.getByRole('link', { name: 'https://example.com/photo' });
    expect(await link.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(
      await sellerPage.evaluate(() => (window as unknown as { notReloaded?: boolean }).notReloaded),
    ).toBe(true);

    await sellerPage.getByLabel('Your message').fill('Yes, on the first page.');
    sentAt = Date.now();
    await sellerPage.getByLabel('Your message').press('Enter');
    const toBuyer = await appears(buyerPage, 'Yes, on the first page.', sentAt);
    console.log(`live message latency: buyer→seller ${toSeller} ms, seller→buyer ${toBuyer} ms`);

    await screenshot(sellerPage, 'conversations-thread-desktop');

    // The seller's stream drops and cannot come back for a while; a message sent meanwhile shows once it
    // is back, fetched as what follows the last message the page had (not the whole conversation again).
    let blocked = true;
    const reconnected = sellerPage.waitForRequest((r) => /\/api\/events\?/.test(r.url()) && !blocked);
    await sellerPage.route(/\/api\/events\?/, (route) => (blocked ? route.abort() : route.continue()));
    const messageFetches: string[] = [];
    sellerPage.on('request', (r) => {
      if (/\/messages(\?|$)/.test(r.url()) && r.method() === 'GET') messageFetches.push(r.url());
    });
    app.live.closeAll();
    await buyerPage.getByLabel('Your message').fill('Sent while you were away.');
    await buyerPage.getByRole('button', { name: 'Send' }).click();
    await buyerPage.getByRole('log', { name: 'Messages' }).getByText('Sent while you were away.').waitFor();
    blocked = false;
    await reconnected;
    await sellerPage.getByText('Sent while you were away.').waitFor();
    expect(messageFetches.length).toBeGreaterThan(0);
    expect(messageFetches.every((url) => url.includes('after='))).toBe(true);
    await sellerPage.unroute(/\/api\/events\?/);
    const phone = await signedInPage(buyer, PHONE);
    await phone.goto(conversationPath);
    await phone.getByText('Yes, on the first page.').waitFor();
    await screenshot(phone, 'conversations-thread-phone');
    await phone.goto('/dashboard/messages');
    await phone.getByText(title).waitFor();
    await screenshot(phone, 'conversations-list-phone');
  });

  it('when a buyer books the seller’s book, then the seller’s bell counts it live, the email lands in the SMTP server, and the order page holds their conversation', async () => {
    const seller = await account('Seller', 'Bell Seller');
    const buyer = await account('Buyer', 'Bell Buyer');
    const title = `Gitabitan ${newId().slice(0, 4)}`;
    await insertListing(db, { seller: seller.user, categoryId, productName: title, resale: 500 });

    const sellerPage = await signedInPage(seller);
    await sellerPage.goto('/dashboard');
    await topBar(sellerPage).getByRole('link', { name: 'Notifications', exact: true }).waitFor();

    const buyerPage = await signedInPage(buyer);
    await buyerPage.goto(`/categories/${categoryId}`);
    await buyerPage
      .getByRole('article')
      .filter({ hasText: title })
      .getByRole('button', { name: 'Book Now' })
      .click();
    const dialog = buyerPage.getByRole('dialog');
    await dialog.getByPlaceholder('Type your phone no here').fill('01712345678');
    await dialog.getByPlaceholder('Type your location here').fill('Dhanmondi, Dhaka');
    const bookedAt = Date.now();
    await dialog.getByRole('button', { name: 'Submit' }).click();

    await topBar(sellerPage).getByRole('link', { name: 'Notifications, 1 unread' }).waitFor();
    console.log(`live notification latency: ${Date.now() - bookedAt} ms`);
    await topBar(sellerPage).getByRole('link', { name: 'Notifications, 1 unread' }).click();
    await sellerPage.getByRole('link', { name: `New booking: ${title} (unread)` }).waitFor();
    await screenshot(sellerPage, 'notifications-desktop');
    await sellerPage.getByRole('button', { name: 'Mark all read' }).click();
    await topBar(sellerPage).getByRole('link', { name: 'Notifications', exact: true }).waitFor();

    await expect
      .poll(() => smtp.received.filter((m) => m.to.includes(seller.user.email)).length, { timeout: 15_000 })
      .toBe(1);
    const email = smtp.received.find((m) => m.to.includes(seller.user.email))!;
    expect(email.raw).toContain(`Subject: New booking: ${title}`);
    expect(email.raw).toContain('Bell Buyer booked');

    // The notification leads to the order page, where the seller writes first; the buyer's order page,
    // open with nothing said yet, shows it live.
    await sellerPage.getByRole('link', { name: `New booking: ${title}` }).click();
    await sellerPage.waitForURL(/\/dashboard\/orders\/[0-9a-f]{24}$/);
    const orderPath = new URL(sellerPage.url()).pathname;
    await buyerPage.goto(orderPath);
    const buyerTalk = buyerPage.getByRole('region', { name: 'Messages with Bell Seller' });
    await buyerTalk.getByText('No messages with Bell Seller yet.').waitFor();
    const sellerTalk = sellerPage.getByRole('region', { name: 'Messages with Bell Buyer' });
    await sellerTalk.getByLabel('Your message').fill('When can we meet?');
    await sellerTalk.getByRole('button', { name: 'Send' }).click();
    await buyerTalk.getByRole('log', { name: 'Messages' }).getByText('When can we meet?').waitFor();
    await screenshot(buyerPage, 'conversations-order-page-desktop');

    // My Orders leads to the same conversation; a reply there shows on the seller's order page.
    await buyerPage.goto('/dashboard/myorders');
    await buyerPage.getByRole('link', { name: `Messages about ${title}` }).click();
    await buyerPage.waitForURL(/\/dashboard\/messages\/[0-9a-f]{24}$/);
    await buyerPage.getByRole('log', { name: 'Messages' }).getByText('When can we meet?').waitFor();
    await buyerPage.getByLabel('Your message').fill('Tomorrow at five, at Nilkhet.');
    await buyerPage.getByRole('button', { name: 'Send' }).click();
    await sellerTalk
      .getByRole('log', { name: 'Messages' })
      .getByText('Tomorrow at five, at Nilkhet.')
      .waitFor();

    const phone = await signedInPage(seller, PHONE);
    await phone.goto('/dashboard/notifications');
    await phone.getByText(`New booking: ${title}`).waitFor();
    await screenshot(phone, 'notifications-phone');
  });
  it('when a buyer asks from the book page and reports the talk, then the admin finds it under Reported Items and reads it, without writing', async () => {
    const seller = await account('Seller', 'Rupa Seller');
    const buyer = await account('Buyer', 'Rafi Buyer');
    const admin = await account('Admin', 'Ayesha Admin');
    const title = `Debdas ${newId().slice(0, 4)}`;
    const bookId = await insertListing(db, {
      seller: seller.user,
      categoryId,
      productName: title,
      resale: 220,
    });

    const buyerPage = await signedInPage(buyer, PHONE);
    await buyerPage.goto(`/books/${bookId}`);
    await buyerPage.getByRole('button', { name: `Ask the seller about ${title}` }).click();
    const dialog = buyerPage.getByRole('dialog', { name: 'Ask the seller' });
    await dialog.getByLabel('Message').fill('Send me your bank details first, then we talk.');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await buyerPage.waitForURL(/\/dashboard\/messages\/[0-9a-f]{24}$/);
    const conversationPath = new URL(buyerPage.url()).pathname;
    // The conversation leads back to the book.
    expect(await buyerPage.getByRole('link', { name: title }).getAttribute('href')).toBe(`/books/${bookId}`);

    await buyerPage.getByRole('button', { name: 'Report to Admin' }).click();
    const report = buyerPage.getByRole('dialog', { name: 'Report to Admin' });
    await report.getByLabel('Reason (optional)').fill('Asks for money outside BoiBazar');
    await report.getByRole('button', { name: 'Send report' }).click();
    await buyerPage.getByRole('button', { name: 'Reported to Admin' }).waitFor();
    expect(await buyerPage.getByRole('button', { name: 'Reported to Admin' }).isDisabled()).toBe(true);

    const adminPage = await signedInPage(admin, PHONE);
    await adminPage.goto('/dashboard/reporteditems');
    await adminPage.getByRole('heading', { name: 'Reported conversations' }).waitFor();
    await adminPage.getByText('Asks for money outside BoiBazar').waitFor();
    await screenshot(adminPage, 'conversations-reported-phone');
    await adminPage.getByRole('link', { name: `Rafi Buyer and Rupa Seller about ${title}` }).click();
    await adminPage.waitForURL(`**${conversationPath}`);
    await adminPage
      .getByRole('log', { name: 'Messages' })
      .getByText('Send me your bank details first, then we talk.')
      .waitFor();
    await adminPage.getByText('Reported conversation').waitFor();
    expect(await adminPage.getByLabel('Your message').count()).toBe(0);
    expect(await adminPage.getByRole('button', { name: /^Block / }).count()).toBe(0);
  });
  // Two pages, five messages and two settling pauses: 54.6 s on SQLite and over 60 on PostgreSQL on a slow
  // 2-core machine running both browser suites side by side (CI of fe76e37), so this journey gets 120 s.
  it('when two sellers are in an exchange, then its page holds their conversation and a message from one shows in the other live', async () => {
    const owner = await account('Seller', 'Oishi Owner');
    const proposer = await account('Seller', 'Pavel Proposer');
    const title = `Shonar Horin ${newId().slice(0, 4)}`;
    const target = await insertListing(db, { seller: owner.user, categoryId, productName: title });
    const mine = await insertListing(db, { seller: proposer.user, categoryId, productName: 'Offered copy' });
    await db.updateTable('books').set({ open_to_exchange: 1 }).where('id', '=', target).execute();
    const offered = await app.inject({
      method: 'POST',
      url: '/api/exchanges',
      headers: { authorization: `Bearer ${proposer.token}` },
      payload: {
        bookId: target,
        offeredBookIds: [mine],
        topup: { amount: 0, payer: 'proposer' },
        message: 'Swap?',
      },
    });
    expect(offered.statusCode, offered.body).toBe(201);
    const exchangePath = `/dashboard/exchanges/${offered.json()._id}`;

    const ownerPage = await signedInPage(owner, PHONE);
    await ownerPage.goto(exchangePath);
    const ownerTalk = ownerPage.getByRole('region', { name: 'Messages with Pavel Proposer' });
    await ownerTalk.getByText('No messages with Pavel Proposer yet.').waitFor();
    const proposerPage = await signedInPage(proposer);
    await proposerPage.goto(exchangePath);
    const proposerTalk = proposerPage.getByRole('region', { name: 'Messages with Oishi Owner' });
    await proposerTalk.getByText('No messages with Oishi Owner yet.').waitFor();

    await ownerTalk.getByLabel('Your message').fill('Is your copy the first edition?');
    await ownerTalk.getByRole('button', { name: 'Send' }).click();
    await proposerTalk
      .getByRole('log', { name: 'Messages' })
      .getByText('Is your copy the first edition?')
      .waitFor();
    await proposerTalk.getByLabel('Your message').fill('Second, but clean.');
    await proposerTalk.getByRole('button', { name: 'Send' }).click();
    await ownerTalk.getByRole('log', { name: 'Messages' }).getByText('Second, but clean.').waitFor();
    // Three more in quick succession: each arrives once, in order, on both pages (no duplicates from the
    // sender's own answer racing the live event and its catch-up). The first is held on its way to the
    // server while the next two are typed and sent: what is typed meanwhile must not be wiped when the
    // first one's answer comes back, and the later ones must not overtake it.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let posts = 0;
    await proposerPage.route(/\/api\/conversations\/[^/]+\/messages$/, async (route) => {
      if (route.request().method() === 'POST' && ++posts === 1) await held;
      await route.continue();
    });
    const box = proposerTalk.getByLabel('Your message');
    await box.fill('Corners a bit worn.');
    await box.press('Enter');
    await expect.poll(() => box.inputValue()).toBe('');
    await box.fill('Spine is fine.');
    await box.press('Enter');
    await box.fill('No notes inside.');
    release();
    await ownerTalk.getByRole('log', { name: 'Messages' }).getByText('Spine is fine.').waitFor();
    expect(await box.inputValue()).toBe('No notes inside.');
    await box.press('Enter');
    const texts = [
      'Is your copy the first edition?',
      'Second, but clean.',
      'Corners a bit worn.',
      'Spine is fine.',
      'No notes inside.',
    ];
    for (const talk of [ownerTalk, proposerTalk]) {
      const log = talk.getByRole('log', { name: 'Messages' });
      await log.getByText('No notes inside.').waitFor();
      await ownerPage.waitForTimeout(1000);
      const shown = await log.getByRole('listitem').allInnerTexts();
      expect(shown.map((t) => texts.find((x) => t.includes(x)))).toEqual(texts);
    }
    await screenshot(ownerPage, 'conversations-exchange-phone');
  }, 120_000);

  it('when a conversation holds more than two pages of messages, then the view pages back to the oldest, in order', async () => {
    const seller = await account('Seller', 'Shefali Seller');
    const buyer = await account('Buyer', 'Bijoy Buyer');
    const title = `Gitanjali ${newId().slice(0, 4)}`;
    const bookId = await insertListing(db, { seller: seller.user, categoryId, productName: title });
    // 65 messages an hour ago, a minute apart, alternating senders (the view loads 30 at a time).
    const total = 65;
    const start = Date.now() - 3600_000;
    const at = (i: number) => new Date(start + i * 60_000).toISOString();
    const label = (i: number) => `Old message ${String(i).padStart(2, '0')}`;
    const conversationId = newId();
    const messages = Array.from({ length: total }, (_, k) => ({
      id: newId(),
      conversation_id: conversationId,
      seq: k + 1,
      sender_id: k % 2 === 0 ? buyer.user._id : seller.user._id,
      text: label(k + 1),
      created_at: at(k + 1),
    }));
    await db
      .insertInto('conversations')
      .values({
        id: conversationId,
        book_id: bookId,
        asker_id: buyer.user._id,
        seller_id: seller.user._id,
        created_at: at(1),
        last_message_at: at(total),
        last_message_id: messages.at(-1)!.id,
        message_count: total,
        asker_unread: 0,
        seller_unread: 0,
      })
      .execute();
    await db.insertInto('messages').values(messages).execute();

    const page = await signedInPage(seller, PHONE);
    await page.goto(`/dashboard/messages/${conversationId}`);
    const log = page.getByRole('log', { name: 'Messages' });
    const shown = async () =>
      (await log.getByRole('listitem').allInnerTexts()).map((t) => Number(/Old message (\d+)/.exec(t)?.[1]));
    const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, k) => from + k);

    // The newest page: 36 to 65, oldest first, the newest in view at the bottom.
    await log.getByText(label(65)).waitFor();
    expect(await shown()).toEqual(range(36, 65));
    expect(await log.getByText(label(35)).count()).toBe(0);
    expect(await log.evaluate((el) => el.scrollTop + el.clientHeight >= el.scrollHeight - 2)).toBe(true);

    // Older pages on request, each above the ones shown, until the first message; then no more to load.
    const older = log.getByRole('button', { name: 'Load older messages' });
    await log.evaluate((el) => (el.scrollTop = 0));
    await older.click();
    await log.getByText(label(6)).waitFor();
    expect(await shown()).toEqual(range(6, 65));
    // The reader stays where they were: the message that was at the top is still in view.
    const inView = (text: string) =>
      log.evaluate((el, t) => {
        const item = [...el.querySelectorAll('li')].find((li) => li.textContent?.includes(t));
        if (!item) return false;
        const box = el.getBoundingClientRect();
        const at = item.getBoundingClientRect();
        return at.bottom > box.top && at.top < box.bottom;
      }, text);
    expect(await inView(label(36))).toBe(true);
    expect(await inView(label(6))).toBe(false);
    await log.evaluate((el) => (el.scrollTop = 0));
    await screenshot(page, 'conversations-older-messages-phone');
    await older.click();
    await log.getByText(label(1)).waitFor();
    expect(await shown()).toEqual(range(1, 65));
    await older.waitFor({ state: 'detached' });
    // Each side's messages are on its own side: the buyer wrote the odd ones.
    await log.getByRole('listitem').first().getByText('Bijoy Buyer:').waitFor();
    await log.getByRole('listitem').nth(1).getByText('You:').waitFor();
  });
});
