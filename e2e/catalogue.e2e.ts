import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, launchBrowser, newPage, PHONE, screenshot, signIn } from './support/browser.ts';
import { insertListings } from './support/listings.ts';
import {
  closeSuiteDb,
  createAccount,
  DEMO_PASSWORD,
  signInAs,
  suiteDb,
  categoryRow,
} from './support/catalogue-session.ts';

const XSS_TITLE = '<img src=x onerror=alert(1)>';
const REQUIRED_MESSAGES = [
  'Name is Required',
  'Photo is Required',
  'Location is Required',
  'condotion is Required',
  'Resale Price is Required',
  'Original Price is Required',
  'Purchage Year is Required',
  'Year of use is Required',
  'Seller is Required',
  'phone is Required',
  'description is Required',
];

/** Fails the test on any alert/confirm/prompt: nothing in the catalogue may open one. */
function forbidDialogs(page: Page): string[] {
  const opened: string[] = [];
  page.on('dialog', (dialog) => {
    opened.push(dialog.message());
    void dialog.dismiss();
  });
  return opened;
}

describe('the catalogue in Chromium, as a seller and as a buyer', () => {
  let browser: Browser;
  let seller: Awaited<ReturnType<typeof createAccount>>;
  let buyer: Awaited<ReturnType<typeof createAccount>>;
  let categoryId: string;
  let xssBookId: string;
  let cover: Buffer;

  beforeAll(async () => {
    browser = await launchBrowser();
    seller = await createAccount('Seller', { verified: true, name: 'Tanvir Verified' });
    buyer = await createAccount('Buyer', { name: 'Mita Buyer' });
    const category = await categoryRow('Fiction');
    categoryId = category.id;
    cover = await sharp({ create: { width: 900, height: 1200, channels: 3, background: '#1d6f64' } })
      .composite([
        {
          input: Buffer.from(
            '<svg width="900" height="1200"><rect x="120" y="200" width="660" height="240" fill="#f5d76e"/></svg>',
          ),
        },
      ])
      .jpeg()
      .toBuffer();
  });
  afterAll(async () => {
    await browser?.close();
    await closeSuiteDb();
  });

  it('when a seller submits Add a Book empty, then every spec message shows; bad numbers get the server-side rule too', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    const dialogs = forbidDialogs(page);
    await signIn(page, seller.email, DEMO_PASSWORD);
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await page.getByRole('link', { name: 'Add a Product' }).click();
    await page.getByRole('heading', { name: 'Add a Book' }).waitFor();
    // Seller (and phone, from an earlier listing) come filled from the account; emptied, they are required.
    expect(await page.getByLabel('Seller', { exact: true }).inputValue()).not.toBe('');
    await page.getByLabel('Seller', { exact: true }).fill('');
    await page.getByLabel('Phone').fill('');
    await page.getByRole('button', { name: 'Add Book' }).click();
    for (const message of [...REQUIRED_MESSAGES, 'Category is Required'])
      await page.getByText(message, { exact: true }).waitFor();
    await screenshot(page, 'catalogue-add-book-errors-desktop');
    await page.getByLabel('Resale Price (Taka)').fill('abc');
    await page.getByLabel('Original Price (Taka)').fill('-5');
    await page.getByRole('button', { name: 'Add Book' }).click();
    await page.getByText('Resale Price must be a whole number').waitFor();
    await page.getByText('Original Price must be a whole number').waitFor();
    expect(dialogs).toEqual([]);
    await context.close();
  });

  it('when a seller uploads a photo and fills the form, then the preview shows, Book added! and My Books lists it as text', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    const dialogs = forbidDialogs(page);
    await signInAs(page, seller.email, '/dashboard/addproduct');
    await page.getByLabel('Name', { exact: true }).fill(XSS_TITLE);
    await page.getByLabel('Author (optional)').fill('Script Kiddie');
    await page
      .locator('#book-image')
      .setInputFiles({ name: 'cover.jpg', mimeType: 'image/jpeg', buffer: cover });
    await page.getByRole('progressbar', { name: 'Upload progress' }).waitFor();
    await page.getByText('Uploaded').waitFor();
    const preview = page.getByRole('img', { name: 'Preview of the photo' });
    await preview.waitFor();
    await page.getByLabel('Location').selectOption('Dhaka');
    await page.getByLabel('Condition').selectOption('Good');
    await page.getByLabel('Resale Price (Taka)').fill('320');
    await page.getByLabel('Original Price (Taka)').fill('650');
    await page.getByLabel('Purchase Year').fill('2022');
    await page.getByLabel('Years of use').fill('2');
    await page.getByLabel('Seller', { exact: true }).fill('Tanvir Verified');
    await page.getByLabel('Phone').fill('01711223344');
    await page.getByLabel('Category').selectOption({ label: 'Fiction' });
    await page.getByLabel('Description').fill(`Test listing whose title is ${XSS_TITLE}`);
    await screenshot(page, 'catalogue-add-book-filled-desktop');
    await page.getByRole('button', { name: 'Add Book' }).click();
    await page.getByText('Book added!').waitFor();
    await page.waitForURL('**/dashboard/myproducts');
    await page.getByRole('rowheader', { name: XSS_TITLE }).waitFor();
    const row = page.getByRole('row', { name: new RegExp('Script|onerror') });
    await row.getByText('Available').waitFor();
    await screenshot(page, 'catalogue-my-books-desktop');
    const book = await suiteDb()
      .selectFrom('books')
      .select(['id', 'image'])
      .where('product_name', '=', XSS_TITLE)
      .executeTakeFirstOrThrow();
    expect(book.image).toMatch(/^\/uploads\/books\/[a-f0-9]{24}\.webp$/);
    xssBookId = book.id;
    expect(dialogs).toEqual([]);
    await context.close();
  });

  it('when the seller advertises it, then Set for Advertise!, the Action cell says Advertised and the landing page shows it under Advertised', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    await signInAs(page, seller.email, '/dashboard/myproducts');
    await page.getByRole('button', { name: `Advertise ${XSS_TITLE}` }).click();
    await page.getByText('Set for Advertise!').waitFor();
    await page.getByText('Advertised', { exact: true }).waitFor();
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Advertised' });
    await section.getByRole('heading', { name: XSS_TITLE }).waitFor();
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    await section.scrollIntoViewIfNeeded();
    await screenshot(page, 'catalogue-home-advertised-desktop');
    await context.close();
  });

  it('when the seller opens the category, then their card shows the verified tick and a disabled Book Now, title as text', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    const dialogs = forbidDialogs(page);
    await signInAs(page, seller.email, `/categories/${categoryId}`);
    await page.getByRole('heading', { name: 'Fiction' }).waitFor();
    const card = page.getByRole('article').filter({ hasText: XSS_TITLE });
    await card.getByRole('heading', { name: XSS_TITLE }).waitFor();
    await card.getByRole('img', { name: 'Verified seller' }).waitFor();
    expect(await card.getByRole('button', { name: 'Book Now' }).isDisabled()).toBe(true);
    await card.getByText('01711223344').waitFor();
    await card.getByText('Location: Dhaka').waitFor();
    await card.getByText('320 Taka').waitFor();
    await card.getByText('650 Taka').waitFor();
    expect(await card.getByRole('button', { name: 'Report to Admin' }).count()).toBe(0);
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    await screenshot(page, 'catalogue-category-seller-desktop');
    expect(dialogs).toEqual([]);
    await context.close();
  });

  it('when a buyer wishlists and reports the book, then the heart is pressed, the report is sent once and the wishlist lists it', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    const dialogs = forbidDialogs(page);
    await signInAs(page, buyer.email, `/categories/${categoryId}`);
    const card = page.getByRole('article').filter({ hasText: XSS_TITLE });
    await card.getByRole('heading', { name: XSS_TITLE }).waitFor();
    expect(await card.getByRole('button', { name: 'Book Now' }).isEnabled()).toBe(true);
    const heart = card.getByRole('button', { name: 'Wishlist' });
    expect(await heart.getAttribute('aria-pressed')).toBe('false');
    await heart.click();
    await page.getByText('Added to wishlist').waitFor();
    await page.waitForFunction(
      (title) =>
        [...document.querySelectorAll('article')]
          .find((a) => a.textContent?.includes(title))
          ?.querySelector('button[aria-label="Wishlist"]')
          ?.getAttribute('aria-pressed') === 'true',
      XSS_TITLE,
    );

    await card.getByRole('button', { name: 'Report to Admin' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report to Admin' });
    await dialog.waitFor();
    expect(await dialog.getByLabel('Reason (optional)').evaluate((el) => el === document.activeElement)).toBe(
      true,
    );
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await card.getByRole('button', { name: 'Report to Admin' }).click();
    await dialog.getByLabel('Reason (optional)').fill('Title looks like code');
    await screenshot(page, 'catalogue-report-dialog-desktop');
    await dialog.getByRole('button', { name: 'Send report' }).click();
    await page.getByText('Reported to Admin!').waitFor();
    await card.getByRole('button', { name: 'Report to Admin' }).click();
    await page.getByRole('button', { name: 'Send report' }).click();
    await page.getByText('You have already reported this book').waitFor();
    const reports = await suiteDb()
      .selectFrom('reports')
      .selectAll()
      .where('book_id', '=', xssBookId)
      .execute();
    expect(reports).toHaveLength(1);
    expect(reports[0].reason).toBe('Title looks like code');

    await page.goto('/dashboard/wishlist');
    await page.getByRole('link', { name: 'Wishlist' }).waitFor();
    await page.getByText(XSS_TITLE).waitFor();
    await page.getByText('Available').waitFor();
    await screenshot(page, 'catalogue-wishlist-desktop');
    expect(dialogs).toEqual([]);
    await context.close();
  });

  it('when a wishlisted book is sold, then the wishlist shows it as Sold and the category hides it', async () => {
    const other = await createAccount('Seller');
    const { page, context } = await newPage(browser, PHONE);
    await signInAs(page, other.email, '/dashboard/addproduct');
    // Listed through the form on a phone, with a web address instead of an upload.
    await page.getByLabel('Name', { exact: true }).fill('Shonar Tori sold soon');
    await page.getByRole('button', { name: 'Use a web address' }).click();
    await page.getByLabel('Photo address (https://…)').fill('javascript:alert(1)');
    await page.getByLabel('Location').selectOption('Khulna');
    await page.getByLabel('Condition').selectOption('Fair');
    await page.getByLabel('Resale Price (Taka)').fill('90');
    await page.getByLabel('Original Price (Taka)').fill('200');
    await page.getByLabel('Purchase Year').fill('2019');
    await page.getByLabel('Years of use').fill('5');
    await page.getByLabel('Seller', { exact: true }).fill('Other Seller');
    await page.getByLabel('Phone').fill('01800000000');
    await page.getByLabel('Category').selectOption({ label: 'Fiction' });
    await page.getByLabel('Description').fill('Poems by Tagore');
    await page.getByRole('button', { name: 'Add Book' }).click();
    await page.getByText('Photo must be an uploaded photo or an https:// address').waitFor();
    await screenshot(page, 'catalogue-add-book-url-error-phone');
    await page.getByLabel('Photo address (https://…)').fill('https://images.example.com/shonar-tori.jpg');
    await page.getByRole('button', { name: 'Add Book' }).click();
    await page.getByText('Book added!').waitFor();
    await page.waitForURL('**/dashboard/myproducts');
    await screenshot(page, 'catalogue-my-books-phone');
    await context.close();

    const book = await suiteDb()
      .selectFrom('books')
      .select('id')
      .where('product_name', '=', 'Shonar Tori sold soon')
      .executeTakeFirstOrThrow();
    const buyerPage = await newPage(browser, PHONE);
    await signInAs(buyerPage.page, buyer.email, `/categories/${categoryId}`);
    const card = buyerPage.page.getByRole('article').filter({ hasText: 'Shonar Tori sold soon' });
    await card.getByRole('button', { name: 'Wishlist' }).click();
    await buyerPage.page.getByText('Added to wishlist').waitFor();
    await screenshot(buyerPage.page, 'catalogue-category-buyer-phone');
    await suiteDb().updateTable('books').set({ is_sold: 1 }).where('id', '=', book.id).execute();
    await buyerPage.page.goto('/dashboard/wishlist');
    const row = buyerPage.page.getByRole('listitem').filter({ hasText: 'Shonar Tori sold soon' });
    await row.getByText('Sold', { exact: true }).waitFor();
    await screenshot(buyerPage.page, 'catalogue-wishlist-phone');
    await buyerPage.page.goto(`/categories/${categoryId}`);
    await buyerPage.page.getByRole('heading', { name: 'Fiction' }).waitFor();
    await buyerPage.page.getByRole('article').first().waitFor();
    expect(await buyerPage.page.getByText('Shonar Tori sold soon').count()).toBe(0);
    await buyerPage.context.close();
  });

  it('when anyone searches from the top bar, then results show the title as text and filters narrow them', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    const dialogs = forbidDialogs(page);
    await signInAs(page, buyer.email, '/');
    const box = page.getByRole('combobox', { name: 'Search books' }).first();
    await box.fill('onerror');
    await box.press('Enter');
    await page.waitForURL('**/search?q=onerror');
    await page.getByRole('heading', { name: /Results for.*onerror/ }).waitFor();
    await page.getByRole('article').getByRole('heading', { name: XSS_TITLE }).waitFor();
    await screenshot(page, 'catalogue-search-desktop');
    await page.getByLabel('Max price (Taka)').fill('100');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.waitForURL('**/search?q=onerror&maxPrice=100');
    await page.getByText('No books match').waitFor();
    await page.goto('/search?q=padma');
    await page.getByRole('article').getByRole('heading', { name: 'Padma Nadir Majhi' }).waitFor();
    expect(dialogs).toEqual([]);
    await context.close();

    const phone = await newPage(browser, PHONE);
    await phone.page.goto('/');
    await phone.page.getByRole('button', { name: 'Menu' }).click();
    const phoneBox = phone.page.getByRole('combobox', { name: 'Search books' }).last();
    await phoneBox.fill('gitanjali');
    await phoneBox.press('Enter');
    await phone.page.getByRole('heading', { name: /Results for.*gitanjali/ }).waitFor();
    await phone.page.getByRole('article').getByRole('heading', { name: 'Gitanjali', exact: true }).waitFor();
    await screenshot(phone.page, 'catalogue-search-phone');
    await phone.context.close();
  });

  it('when the seller deletes the book after confirming, then Deleted! and it is gone from My Books', async () => {
    const { page, context } = await newPage(browser, PHONE);
    await signInAs(page, seller.email, '/dashboard/myproducts');
    await page.getByRole('button', { name: `Delete ${XSS_TITLE}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete this book?' });
    await confirm.waitFor();
    await screenshot(page, 'catalogue-delete-confirm-phone');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Deleted!').waitFor();
    await page.getByRole('rowheader', { name: XSS_TITLE }).waitFor({ state: 'detached' });
    await context.close();
  });

  it('when a category has more books than a page, then Load more brings the rest', async () => {
    const db = suiteDb();
    const categoryId = randomBytes(12).toString('hex');
    await db
      .insertInto('categories')
      .values({
        id: categoryId,
        name: `Many ${categoryId.slice(0, 6)}`,
        created_at: new Date().toISOString(),
      })
      .execute();
    const start = Date.now();
    await insertListings(
      db,
      Array.from({ length: 14 }, (_, i) => ({
        seller,
        categoryId,
        productName: `Paged book ${i + 1}`,
        resale: 100 + i,
        image: '/uploads/demo/cover-1.webp',
        createdAt: new Date(start - i * 1000).toISOString(),
      })),
    );
    const { page, context } = await newPage(browser, DESKTOP);
    await signInAs(page, buyer.email, `/categories/${categoryId}`);
    await page.getByRole('heading', { name: 'Paged book 1', exact: true }).waitFor();
    expect(await page.getByRole('article').count()).toBe(12);
    await page.getByRole('button', { name: 'Load more' }).click();
    await page.getByRole('heading', { name: 'Paged book 14', exact: true }).waitFor();
    expect(await page.getByRole('article').count()).toBe(14);
    expect(await page.getByRole('button', { name: 'Load more' }).count()).toBe(0);
    await context.close();
  });

  it('when a category id is unknown, then a not-found message shows', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    await signInAs(page, buyer.email, '/categories/nosuchcategory');
    await page.getByRole('heading', { name: 'Category not found' }).waitFor();
    await context.close();
  });
});
