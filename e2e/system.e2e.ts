// The admin's System page in Chromium at phone width (decision 283): this instance live and ready, a failed
// job with its error retried, another dropped after the question, and the page in Bangla.
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../apps/server/test/index.ts';
import { launchBrowser, newPage, PHONE, screenshot, sidewaysOverflow } from './support/browser.ts';
import { closeSuiteDb, createAccount, signInAs, suiteDb } from './support/catalogue-session.ts';

describe('the System page in Chromium', () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const kinds: string[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    // The retried job has no handler here, so it would wait for ever: it goes with the suite.
    if (kinds.length) await suiteDb().deleteFrom('jobs').where('kind', 'in', kinds).execute();
    for (const context of contexts) await context.close();
    await browser.close();
    await closeSuiteDb();
  });

  /** A job that has failed for good, as the runner leaves one. */
  async function failedJob(kind: string, error: string) {
    kinds.push(kind);
    const now = new Date().toISOString();
    await suiteDb()
      .insertInto('jobs')
      .values({
        id: newId(),
        kind,
        dedupe_key: null,
        payload: '{}',
        status: 'failed',
        run_at: now,
        attempts: 5,
        max_attempts: 5,
        lease_token: null,
        locked_by: null,
        locked_until: null,
        last_error: error,
        created_at: now,
        updated_at: now,
        finished_at: now,
      })
      .execute();
  }

  it('when a job has failed, then the admin sees it with its error, retries one, drops another, and the page reads in Bangla at 390 px', async () => {
    const run = newId().slice(0, 6);
    const retried = `e2e.retry.${run}`;
    const dropped = `e2e.drop.${run}`;
    await failedJob(retried, `courier answered 503 (${run})`);
    await failedJob(dropped, `wallet refused (${run})`);
    const admin = await createAccount('Admin');
    const { page, context } = await newPage(browser, PHONE);
    contexts.push(context);
    await signInAs(page, admin.email, '/dashboard/system');
    await page.getByRole('heading', { name: 'System', level: 1 }).waitFor();

    // This instance writes its heartbeat at start and every 15 s.
    const instances = page.getByRole('region', { name: 'Instances' });
    await instances.getByText('Live', { exact: true }).first().waitFor();
    await instances.getByText('Ready', { exact: true }).first().waitFor();
    await page.getByText(`courier answered 503 (${run})`).waitFor();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'system-en-phone');

    await page.getByRole('button', { name: `Retry ${retried}` }).click();
    await page.getByText('The job will run again.').waitFor();
    await page.getByText(`courier answered 503 (${run})`).waitFor({ state: 'detached' });

    await page.getByRole('button', { name: `Drop ${dropped}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Drop this job?' });
    await dialog.getByRole('button', { name: 'Drop' }).click();
    await page.getByText(`wallet refused (${run})`).waitFor({ state: 'detached' });
    const rows = await suiteDb()
      .selectFrom('jobs')
      .select(['kind', 'status'])
      .where('kind', 'in', kinds)
      .execute();
    expect(Object.fromEntries(rows.map((row) => [row.kind, row.status]))).toEqual({
      [retried]: 'pending',
      [dropped]: 'cancelled',
    });

    await page.getByRole('button', { name: 'Menu' }).click();
    await page
      .locator('#main-menu')
      .getByRole('button', { name: /Switch to Bangla/ })
      .click();
    await page.getByRole('heading', { name: 'সিস্টেম', level: 1 }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('heading', { name: 'পেছনের কাজ', level: 2 }).waitFor();
    await page.getByRole('region', { name: 'ইনস্ট্যান্স' }).getByText('সচল', { exact: true }).first().waitFor();
    await page.getByRole('img', { name: /^প্রতি মিনিটে অনুরোধ: এখন/ }).waitFor();
    expect(await sidewaysOverflow(page)).toBeLessThanOrEqual(0);
    await screenshot(page, 'system-bn-phone');
  });
});
