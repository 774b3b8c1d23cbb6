// The admin's Outbox page and the live stream of a signed-in tab, in Chromium. The email is written
// straight into the suite's database through the mail module, as a domain module would.
import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueEmail } from '../apps/server/test/index.ts';
import { callApi } from './support/api.ts';
import {
  closeContextsAfterEach,
  DESKTOP,
  launchBrowser,
  newPage,
  PHONE,
  screenshot,
} from './support/browser.ts';
import { closeSuiteDb, DEMO_PASSWORD, suiteDb } from './support/catalogue-session.ts';

const tag = randomBytes(3).toString('hex');

describe('the Outbox and the live stream in Chromium', () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  let adminToken: string;

  async function adminPage(viewport = DESKTOP): Promise<Page> {
    const { page, context } = await newPage(browser, viewport);
    contexts.push(context);
    await context.addInitScript((t) => localStorage.setItem('boibazar-access-token', t), adminToken);
    return page;
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    ({ accessToken: adminToken } = await callApi<{ accessToken: string }>('/auth/login', {
      method: 'POST',
      body: { email: 'admin@boibazar.test', password: DEMO_PASSWORD },
    }));
    await enqueueEmail(suiteDb(), {
      to: `reader-${tag}@example.test`,
      subject: `Your order ${tag} was paid`,
      text: `Thank you for your order ${tag}.\nThe seller will hand it over soon.`,
    });
  });
  closeContextsAfterEach(contexts);
  afterAll(async () => {
    await browser?.close();
    await closeSuiteDb();
  });

  it('when the admin opens Outbox from the dashboard menu, then the waiting email is listed and can be read with the keyboard', async () => {
    const page = await adminPage();
    await page.goto('/dashboard');
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Outbox' }).click();
    await page.getByRole('heading', { name: 'Outbox', level: 1 }).waitFor();
    const row = page.getByRole('row').filter({ hasText: `Your order ${tag} was paid` });
    await row.waitFor();
    expect(await row.getByText('Waiting').isVisible()).toBe(true);
    expect(await row.getByText(`reader-${tag}@example.test`).isVisible()).toBe(true);

    const body = row.getByText(`Thank you for your order ${tag}.`);
    expect(await body.isVisible()).toBe(false);
    await row.getByText(`Your order ${tag} was paid`).focus();
    await page.keyboard.press('Enter');
    await body.waitFor();
    await screenshot(page, 'outbox-desktop');

    // On a phone the same email is a card; its subject opens the text too.
    await page.setViewportSize(PHONE);
    const card = page.getByRole('listitem').filter({ hasText: `Your order ${tag} was paid` });
    await card.getByText('Waiting').waitFor();
    await card.getByText(`Your order ${tag} was paid`).click();
    await card.getByText(`Thank you for your order ${tag}.`).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, 'outbox-phone');
  });

  it('when a signed-in tab opens, then it holds one live stream opened with a ticket, not the token', async () => {
    const page = await adminPage();
    const streams: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/events') streams.push(request.url());
    });
    const opened = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/events');
    await page.goto('/dashboard/outbox');
    const response = await opened;
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('text/event-stream');
    expect(streams[0]).toMatch(/[?&]ticket=/);
    expect(streams[0]).not.toContain(adminToken);
    // Moving between pages of the app keeps the same stream.
    await page
      .getByRole('navigation', { name: 'Dashboard' })
      .getByRole('link', { name: 'Reported Items' })
      .click();
    await page.getByRole('heading', { name: 'Reported Items' }).waitFor();
    expect(streams).toHaveLength(1);
  });
});
