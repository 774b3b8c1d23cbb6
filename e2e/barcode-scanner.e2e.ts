// Issue 29's scanner (decision 450) in Chromium at phone width. English: the camera is Chromium's fake
// capture device playing a picture of an ISBN barcode (drawn by bwip-js, written as a Y4M file), and Debian's
// Chromium has no BarcodeDetector of its own, so the WebAssembly polyfill reads it; the ISBN lands in the
// form and the lookup fills the title. Bangla: a browser with no camera at all says so, and Escape closes it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import bwipjs from 'bwip-js/node';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeProblems } from './support/axe.ts';
import { baseURL, launchBrowser, PHONE, screenshot } from './support/browser.ts';
import { closeSuiteDb, createAccount, tokenFor } from './support/catalogue-session.ts';

const WIDTH = 640;
const HEIGHT = 480;

/** One grey frame of the barcode (Y plane; chroma at the middle) as a Y4M video Chromium can play as a camera. */
async function barcodeVideo(isbn: string): Promise<string> {
  const png = await bwipjs.toBuffer({ bcid: 'ean13', text: isbn, scale: 3, height: 22, includetext: true });
  const luma = await sharp(png)
    .resize({ width: WIDTH - 120, height: HEIGHT - 120, fit: 'inside' })
    .extend({ top: 60, bottom: 60, left: 60, right: 60, background: '#ffffff' })
    .resize(WIDTH, HEIGHT, { fit: 'contain', background: '#ffffff' })
    .flatten({ background: '#ffffff' })
    .greyscale()
    .raw()
    .toBuffer();
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'boibazar-camera-')), 'barcode.y4m');
  fs.writeFileSync(
    file,
    Buffer.concat([header, Buffer.from('FRAME\n'), luma.subarray(0, WIDTH * HEIGHT), chroma]),
  );
  return file;
}

async function addABook(browser: Browser, language: string, camera: boolean): Promise<Page> {
  const seller = await createAccount('Seller', { verified: true });
  const token = await tokenFor(seller.email);
  const context = await browser.newContext({
    baseURL: baseURL(),
    viewport: PHONE,
    hasTouch: true,
    isMobile: true,
  });
  if (camera) await context.grantPermissions(['camera']);
  await context.addInitScript(
    ([lang, t]) => {
      localStorage.setItem('boibazar.language', lang!);
      localStorage.setItem('boibazar-access-token', t!);
    },
    [language, token],
  );
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  await page.goto('/dashboard/addproduct');
  return page;
}

describe('scanning a book barcode in Chromium (phone)', () => {
  const browsers: Browser[] = [];
  afterAll(async () => {
    for (const browser of browsers) await browser.close();
    await closeSuiteDb();
  });

  let video: string;
  beforeAll(async () => {
    video = await barcodeVideo('9780140328721');
  });

  it('when the camera shows an ISBN barcode (en), then the ISBN is filled in and looked up', async () => {
    const browser = await launchBrowser([
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ]);
    browsers.push(browser);
    const page = await addABook(browser, 'en', true);
    await page.getByRole('heading', { level: 1, name: 'Add a Book' }).waitFor();
    expect(await page.evaluate(() => 'BarcodeDetector' in window)).toBe(false);
    await page.getByRole('button', { name: 'Scan the barcode' }).click();
    const dialog = page.getByRole('dialog', { name: "Scan the book's barcode" });
    await dialog.waitFor();
    await expect
      .poll(() => page.locator('#book-isbn').inputValue(), { timeout: 20_000 })
      .toBe('9780140328721');
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Read ISBN 9780140328721 from the barcode.').waitFor();
    // From Open Library (the fixture), or from an earlier listing when another suite listed this ISBN first
    // (listing.e2e does; the suites share one database and run in no fixed order).
    await page.getByText(/Filled in from (Open Library|an earlier listing of this book)\./).waitFor();
    expect(await page.locator('#book-productName').inputValue()).toBe('Fantastic Mr Fox');
    await screenshot(page, 'barcode-scanned-en-phone');
  });

  it('when the device has no camera (bn), then the scanner says so and Escape closes it', async () => {
    const browser = await launchBrowser();
    browsers.push(browser);
    const page = await addABook(browser, 'bn', true);
    await page.getByRole('heading', { level: 1, name: 'বই যোগ করুন' }).waitFor();
    await page.getByRole('button', { name: 'বারকোড স্ক্যান করুন' }).click();
    const dialog = page.getByRole('dialog', { name: 'বইয়ের বারকোড স্ক্যান করুন' });
    await dialog.waitFor();
    const alert = dialog.getByRole('alert');
    await alert.waitFor();
    expect(await alert.textContent()).toMatch(/ক্যামেরা/);
    await screenshot(page, 'barcode-no-camera-bn-phone');
    expect(await axeProblems(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByRole('button', { name: 'বারকোড স্ক্যান করুন' }).isVisible()).toBe(true);
  });
});
