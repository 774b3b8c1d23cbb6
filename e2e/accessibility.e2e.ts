// Every screen, on a phone and on a desktop, checked by axe-core: no moderate, serious or critical violation, and
// nothing scrolls sideways on a phone. One browser; each role signs in once and keeps its page.
import { randomBytes } from 'node:crypto';
import axe from 'axe-core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chooseCard,
  closeContextsAfterEach,
  DESKTOP,
  launchBrowser,
  newPage,
  PHONE,
} from './support/browser.ts';
import { callApi } from './support/api.ts';
import { insertListing } from './support/listings.ts';
import { closeSuiteDb, createAccount, suiteDb, tokenFor, categoryRow } from './support/catalogue-session.ts';

const viewports = [
  ['phone', PHONE],
  ['desktop', DESKTOP],
] as const;
type ViewportName = (typeof viewports)[number][0];

interface Screen {
  name: string;
  path: string;
  /** Resolves once the screen shows its data (not a spinner). */
  ready: (page: Page) => Promise<unknown>;
  /** Opens a dialog (or other state) on the ready screen before the check; `close` undoes it. */
  open?: (page: Page) => Promise<unknown>;
}

const heading = (name: string | RegExp) => (page: Page) =>
  page.getByRole('heading', { name, level: 1 }).waitFor();

/** axe-core's moderate, serious and critical violations on the page as it is now, one line per element. */
async function axeViolations(page: Page, where: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const violations = await page.evaluate(async () => {
    const results = await (window as unknown as { axe: typeof axe }).axe.run(document, {
      resultTypes: ['violations'],
    });
    return results.violations.map((v) => ({
      id: v.id,
      impact: v.impact,
      targets: v.nodes.map((n) => n.target.join(' ')),
    }));
  });
  return violations
    .filter((v) => v.impact !== 'minor')
    .flatMap((v) => v.targets.map((target) => `${where}: ${v.id} (${v.impact}) at ${target}`));
}

/** Opens each screen at each width on the role's one page and lists every problem found. */
async function check(page: Page, screens: Screen[]): Promise<string[]> {
  const problems: string[] = [];
  for (const [viewportName, viewport] of viewports) {
    await page.setViewportSize(viewport);
    for (const screen of screens) {
      const where = `${screen.name} [${viewportName as ViewportName}]`;
      await page.goto(screen.path);
      await screen.ready(page);
      await screen.open?.(page);
      problems.push(...(await axeViolations(page, where)));
      if (viewportName === 'phone') {
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        if (overflow > 0) problems.push(`${where}: scrolls sideways by ${overflow}px`);
      }
    }
  }
  return problems;
}

// Each sweep walks a whole role's screens with axe: minutes on a busy two-core machine, not seconds.
describe('accessibility of every screen in Chromium', { timeout: 180_000 }, () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const run = randomBytes(3).toString('hex');
  const bookedTitle = `Accessible Booked ${run}`;
  const shelfTitle = `Accessible Shelf ${run}`;
  let fictionId: string;
  let shelfId: string;
  let orderId: string;
  let conversationId: string;
  let seller: Awaited<ReturnType<typeof createAccount>>;
  let buyer: Awaited<ReturnType<typeof createAccount>>;

  const listBook = (productName: string) =>
    insertListing(suiteDb(), { seller, categoryId: fictionId, productName, resale: 180 });

  /** One page per role; a signed-in role carries its token from the first load. */
  async function rolePage(email?: string): Promise<Page> {
    const { page, context } = await newPage(browser, PHONE);
    contexts.push(context);
    if (email) {
      const token = await tokenFor(email);
      await context.addInitScript((t) => localStorage.setItem('boibazar-access-token', t), token);
    }
    return page;
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    // Fresh accounts and books, so the demo data other files rely on stays as it was.
    const fiction = await categoryRow('Fiction');
    fictionId = fiction.id;
    seller = await createAccount('Seller', { verified: true, name: `Sadia Seller ${run}` });
    buyer = await createAccount('Buyer', { name: `Bashir Buyer ${run}` });
    const bookedId = await listBook(bookedTitle);
    shelfId = await listBook(shelfTitle);
    const buyerToken = await tokenFor(buyer.email);
    const booking = await callApi('/bookings', {
      method: 'POST',
      token: buyerToken,
      body: {
        productId: bookedId,
        phone: '01712345678',
        location: 'Zindabazar, Sylhet',
      },
    });
    orderId = String(booking.insertedId);
    await callApi(`/wishlist/${shelfId}`, { method: 'PUT', token: buyerToken });
    await callApi(`/books/${shelfId}/offers`, { method: 'POST', token: buyerToken, body: { amount: 120 } });
    const asked = await callApi('/conversations', {
      method: 'POST',
      token: buyerToken,
      body: { bookId: bookedId, text: 'Is the cover torn? https://example.com/cover' },
    });
    conversationId = String((asked.conversation as { _id: string })._id);
    await callApi(`/books/reported/${shelfId}`, {
      method: 'PUT',
      token: buyerToken,
      body: { reason: 'Checking the report list' },
    });
  });
  closeContextsAfterEach(contexts);
  afterAll(async () => {
    await browser?.close();
    await closeSuiteDb();
  });

  it('when a visitor opens each public page, then axe finds nothing moderate or worse and no page scrolls sideways', async () => {
    const page = await rolePage();
    const problems = await check(page, [
      {
        name: 'home',
        path: '/',
        ready: (p) =>
          p.getByRole('region', { name: 'Newly Arrived!' }).getByRole('article').first().waitFor(),
      },
      {
        name: 'all categories',
        path: '/allcategories',
        ready: (p) => p.getByRole('main').getByRole('link', { name: 'Fiction', exact: true }).waitFor(),
      },
      { name: 'blog', path: '/blog', ready: heading('Blog') },
      {
        name: 'login',
        path: '/login',
        ready: (p) => p.getByRole('button', { name: 'Login', exact: true }).waitFor(),
      },
      { name: 'signup', path: '/signup', ready: heading(/./) },
      { name: 'not found', path: '/no/such/page', ready: heading('This page is missing') },
      {
        name: 'search results',
        path: '/search?q=gitanjali',
        ready: (p) =>
          p.getByRole('article').getByRole('heading', { name: 'Gitanjali', exact: true }).waitFor(),
      },
      { name: 'privacy', path: '/privacy', ready: heading('Privacy') },
      { name: 'terms', path: '/terms', ready: heading('Terms of Service') },
      {
        name: 'phone menu open',
        path: '/',
        ready: heading(/./),
        open: async (p) => {
          const menu = p.getByRole('banner').getByRole('button', { name: 'Menu' });
          if (await menu.isVisible()) await menu.click();
        },
      },
    ]);
    expect(problems).toEqual([]);
  });

  it('when a buyer opens each of their screens and dialogs, then axe finds nothing moderate or worse and no page scrolls sideways', async () => {
    const page = await rolePage(buyer.email);
    const card = (p: Page, title: string) => p.getByRole('article').filter({ hasText: title });
    const problems = await check(page, [
      {
        name: 'category',
        path: `/categories/${fictionId}`,
        ready: (p) => card(p, shelfTitle).waitFor(),
      },
      { name: 'buyer dashboard', path: '/dashboard', ready: heading('Buyer Dashboard') },
      {
        name: 'my orders',
        path: '/dashboard/myorders',
        ready: (p) => p.getByRole('link', { name: `Pay for ${bookedTitle}` }).waitFor(),
      },
      {
        name: 'wishlist',
        path: '/dashboard/wishlist',
        ready: (p) => p.getByRole('main').getByText(shelfTitle).first().waitFor(),
      },
      {
        name: 'payment',
        path: `/dashboard/payment/${orderId}`,
        ready: (p) => chooseCard(p),
      },
      {
        name: 'booking modal',
        path: `/categories/${fictionId}`,
        ready: (p) => card(p, shelfTitle).waitFor(),
        open: async (p) => {
          await card(p, shelfTitle).getByRole('button', { name: 'Book Now' }).click();
          await p.getByRole('dialog').getByLabel('Phone').waitFor();
        },
      },
      {
        name: 'messages',
        path: '/dashboard/messages',
        ready: (p) => p.getByRole('main').getByText(bookedTitle).first().waitFor(),
      },
      {
        name: 'conversation',
        path: `/dashboard/messages/${conversationId}`,
        ready: (p) =>
          p
            .getByRole('log', { name: 'Messages' })
            .getByText(/cover torn/)
            .waitFor(),
      },
      {
        name: 'report conversation dialog',
        path: `/dashboard/messages/${conversationId}`,
        ready: (p) =>
          p
            .getByRole('log', { name: 'Messages' })
            .getByText(/cover torn/)
            .waitFor(),
        open: async (p) => {
          await p.getByRole('button', { name: 'Report to Admin' }).click();
          await p.getByRole('dialog', { name: 'Report to Admin' }).waitFor();
        },
      },
      {
        name: 'ask the seller dialog',
        path: `/categories/${fictionId}`,
        ready: (p) => card(p, shelfTitle).waitFor(),
        open: async (p) => {
          await card(p, shelfTitle)
            .getByRole('button', { name: `Ask the seller about ${shelfTitle}` })
            .click();
          await p.getByRole('dialog', { name: 'Ask the seller' }).waitFor();
        },
      },
      { name: 'notifications', path: '/dashboard/notifications', ready: heading('Notifications') },
      {
        name: 'my offers',
        path: '/dashboard/offers',
        ready: (p) => p.getByRole('article', { name: shelfTitle }).waitFor(),
      },
      {
        name: 'make an offer dialog',
        path: `/books/${shelfId}`,
        ready: heading(shelfTitle),
        open: async (p) => {
          await p.getByRole('button', { name: `Make an offer for ${shelfTitle}` }).click();
          await p
            .getByRole('dialog', { name: `Make an offer for ${shelfTitle}` })
            .getByText('90 Taka', { exact: true })
            .waitFor();
        },
      },
      {
        name: 'order with its conversation',
        path: `/dashboard/orders/${orderId}`,
        ready: (p) =>
          p
            .getByRole('log', { name: 'Messages' })
            .getByText(/cover torn/)
            .waitFor(),
      },
      {
        name: 'report dialog',
        path: `/categories/${fictionId}`,
        ready: (p) => card(p, bookedTitle).waitFor(),
        open: async (p) => {
          await card(p, bookedTitle).getByRole('button', { name: 'Report to Admin' }).click();
          await p.getByRole('dialog', { name: 'Report to Admin' }).waitFor();
        },
      },
    ]);
    expect(problems).toEqual([]);
  });

  it('when a seller opens each of their screens and the delete confirmation, then axe finds nothing moderate or worse and no page scrolls sideways', async () => {
    const page = await rolePage(seller.email);
    const problems = await check(page, [
      { name: 'seller dashboard', path: '/dashboard', ready: heading('Seller Dashboard') },
      {
        name: 'add a book',
        path: '/dashboard/addproduct',
        ready: (p) => p.getByRole('option', { name: 'Fiction' }).waitFor({ state: 'attached' }),
      },
      {
        name: 'my books',
        path: '/dashboard/myproducts',
        ready: (p) => p.getByRole('button', { name: `Delete ${shelfTitle}` }).waitFor(),
      },
      {
        name: 'notifications with a booking and a message',
        path: '/dashboard/notifications',
        ready: (p) => p.getByRole('link', { name: `New booking: ${bookedTitle} (unread)` }).waitFor(),
      },
      {
        name: 'block confirmation',
        path: `/dashboard/messages/${conversationId}`,
        ready: (p) =>
          p
            .getByRole('log', { name: 'Messages' })
            .getByText(/cover torn/)
            .waitFor(),
        open: async (p) => {
          await p.getByRole('button', { name: /^Block / }).click();
          await p.getByRole('dialog', { name: /^Block / }).waitFor();
        },
      },
      {
        name: 'offers on my books',
        path: '/dashboard/offers',
        ready: (p) => p.getByRole('article', { name: shelfTitle }).waitFor(),
      },
      {
        name: 'accept an offer question',
        path: '/dashboard/offers',
        ready: (p) => p.getByRole('article', { name: shelfTitle }).waitFor(),
        open: async (p) => {
          await p.getByRole('button', { name: 'Accept 120 Taka' }).click();
          await p.getByRole('dialog', { name: 'Accept this price?' }).waitFor();
        },
      },
      {
        name: 'my buyers',
        path: '/dashboard/mybuyers',
        ready: (p) => p.getByRole('main').getByText(bookedTitle).filter({ visible: true }).first().waitFor(),
      },
      {
        name: 'delete confirmation',
        path: '/dashboard/myproducts',
        ready: (p) => p.getByRole('button', { name: `Delete ${shelfTitle}` }).waitFor(),
        open: async (p) => {
          await p.getByRole('button', { name: `Delete ${shelfTitle}` }).click();
          await p.getByRole('dialog', { name: 'Delete this book?' }).waitFor();
        },
      },
    ]);
    expect(problems).toEqual([]);
  });

  it("when the admin opens each of the admin's screens, then axe finds nothing moderate or worse and no page scrolls sideways", async () => {
    const page = await rolePage('admin@boibazar.test');
    const row = (p: Page, text: string) => p.getByRole('row').filter({ hasText: text });
    const problems = await check(page, [
      {
        name: 'admin overview',
        path: '/dashboard',
        ready: (p) => p.getByRole('img', { name: /^Bar chart/ }).waitFor(),
      },
      { name: 'add category', path: '/dashboard/addcategory', ready: heading('Add Category') },
      { name: 'all sellers', path: '/dashboard/allseller', ready: (p) => row(p, seller.email).waitFor() },
      { name: 'all buyers', path: '/dashboard/allbuyer', ready: (p) => row(p, buyer.email).waitFor() },
      {
        name: 'reported items',
        path: '/dashboard/reporteditems',
        ready: (p) => row(p, shelfTitle).waitFor(),
      },
      { name: 'outbox', path: '/dashboard/outbox', ready: heading('Outbox') },
      { name: 'sms sandbox', path: '/dashboard/sms', ready: heading('SMS sandbox') },
      {
        name: 'delete buyer confirmation',
        path: '/dashboard/allbuyer',
        ready: (p) => row(p, buyer.email).waitFor(),
        open: async (p) => {
          await row(p, buyer.email)
            .getByRole('button', { name: `Delete ${buyer.name}` })
            .click();
          await p.getByRole('dialog').waitFor();
        },
      },
    ]);
    expect(problems).toEqual([]);
  });
});
