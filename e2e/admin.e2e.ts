// The admin's screens in Chromium: Add Category, All Sellers (verify, delete), All Buyers (delete),
// Reported Items (dismiss, delete), the overview, and the guards. Every account and book this file
// changes is made here through the API, so the demo data other files rely on stays as it was.
import { randomBytes } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from './support/api.ts';
import { baseURL, DESKTOP, launchBrowser, newPage, PHONE, screenshot, signIn } from './support/browser.ts';

const DEMO_PASSWORD = 'boibazar-demo';
const ADMIN = 'admin@boibazar.test';
const PASSWORD = 'e2e-admin-suite-password';
const tag = randomBytes(3).toString('hex');

interface Account {
  name: string;
  email: string;
  token: string;
  id: string;
}

async function signUp(role: 'Buyer' | 'Seller', name: string): Promise<Account> {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}@example.test`;
  const { accessToken, user } = await callApi<{ accessToken: string; user: { _id: string } }>(
    '/auth/signup',
    {
      method: 'POST',
      body: { name, email, password: PASSWORD, image: 'https://images.example.com/me.jpg', role },
    },
  );
  return { name, email, token: accessToken, id: user._id };
}

let cover: string | undefined;
async function addBook(seller: Account, productName: string, categoryId: string): Promise<string> {
  if (!cover) {
    const png = await sharp({
      create: { width: 300, height: 420, channels: 3, background: { r: 15, g: 118, b: 110 } },
    })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'cover.png');
    cover = (await callApi<{ url: string }>('/uploads', { method: 'POST', token: seller.token, body: form }))
      .url;
  }
  const { insertedId } = await callApi<{ insertedId: string }>('/products', {
    method: 'POST',
    token: seller.token,
    body: {
      productName,
      image: cover,
      location: 'Dhaka',
      condition: 'Good',
      resale: 220,
      original: 400,
      year: 1,
      purchage: 2024,
      category: categoryId,
      sellerName: seller.name,
      conatct: '01711000000',
      description: 'Listed by the admin browser suite.',
    },
  });
  return insertedId;
}

async function toast(page: Page, text: string) {
  await page.getByRole('status').filter({ hasText: text }).first().waitFor();
}

const row = (page: Page, text: string) => page.getByRole('row').filter({ hasText: text });

describe('the admin in Chromium', () => {
  let browser: Browser;
  // One signed-in admin per viewport for the whole file: sign-in is rate-limited per account.
  let desk: Page;
  let phone: Page;
  let poem: { _id: string; categoryName: string };
  let verifySeller: Account;
  let goneSeller: Account;
  let goneBuyer: Account;
  let reporter: Account;
  const names = {
    verifiedBook: `Tick Test Book ${tag}`,
    goneBook: `Withdrawn Book ${tag}`,
    reportedBook: `Reported Book ${tag}`,
    fineBook: `Fine Book ${tag}`,
  };

  beforeAll(async () => {
    browser = await launchBrowser();
    desk = (await newPage(browser, DESKTOP)).page;
    phone = (await newPage(browser, PHONE)).page;
    await signIn(desk, ADMIN, DEMO_PASSWORD);
    await signIn(phone, ADMIN, DEMO_PASSWORD);
    const categories = await callApi<Array<{ _id: string; categoryName: string }>>('/categories');
    poem = categories.find((c) => c.categoryName === 'Poem')!;
    verifySeller = await signUp('Seller', `Verify Me ${tag}`);
    goneSeller = await signUp('Seller', `Gone Seller ${tag}`);
    goneBuyer = await signUp('Buyer', `Gone Buyer ${tag}`);
    reporter = await signUp('Buyer', `Reporter ${tag}`);
    await addBook(verifySeller, names.verifiedBook, poem._id);
    await addBook(goneSeller, names.goneBook, poem._id);
    const reported = await addBook(verifySeller, names.reportedBook, poem._id);
    const fine = await addBook(verifySeller, names.fineBook, poem._id);
    await callApi(`/books/reported/${reported}`, {
      method: 'PUT',
      token: reporter.token,
      body: { reason: 'Pages are missing' },
    });
    await callApi(`/books/reported/${fine}`, {
      method: 'PUT',
      token: reporter.token,
      body: { reason: 'Odd price' },
    });
  });
  afterAll(() => browser?.close());

  it('when the admin adds a category, then refusals are shown and the new one is listed at once', async () => {
    for (const page of [desk, phone]) {
      const viewport = page.viewportSize()!;
      await page.goto('/dashboard/addcategory');
      const field = page.getByLabel('Category Name');
      await page.getByRole('button', { name: 'Add Category' }).click();
      await page.getByRole('alert').filter({ hasText: 'Category name cannot be empty' }).waitFor();
      await field.fill('poem');
      await page.getByRole('button', { name: 'Add Category' }).click();
      await page.getByRole('alert').filter({ hasText: 'already exists' }).waitFor();
      await screenshot(
        page,
        `admin-addcategory-refused-${viewport.width === PHONE.width ? 'phone' : 'desktop'}`,
      );
      const name = `Essays ${tag} ${viewport.width}`;
      await field.fill(name);
      await page.getByRole('button', { name: 'Add Category' }).click();
      await page
        .getByRole('status')
        .filter({ hasText: `Added ‘${name}’` })
        .waitFor();
      expect(await page.getByRole('alert').count()).toBe(0);
      await screenshot(page, `admin-addcategory-${viewport.width === PHONE.width ? 'phone' : 'desktop'}`);
      await page.getByRole('link', { name: 'category list' }).click();
      await page.getByRole('link', { name, exact: true }).waitFor();
      await page.goto('/');
      await page.getByRole('link', { name, exact: true }).first().waitFor();
    }
  });

  it('when the admin verifies a seller, then the list says Verified and their cards carry the tick', async () => {
    const page = desk;
    await page.goto('/dashboard/allseller');
    for (const header of ['Name', 'Email', 'Delete', 'Verify'])
      await page.getByRole('columnheader', { name: header }).waitFor();
    const sellerRow = row(page, verifySeller.email);
    await sellerRow.getByRole('button', { name: `Verify ${verifySeller.name}` }).click();
    await toast(page, 'Seller Verified!');
    await sellerRow.getByText('Verified', { exact: true }).waitFor();
    expect(
      await sellerRow.getByRole('button', { name: `Verify ${verifySeller.name}`, exact: true }).count(),
    ).toBe(0);
    await screenshot(page, 'admin-allseller-desktop');

    await page.goto(`/categories/${poem._id}`);
    const card = page.getByRole('article').filter({ hasText: names.verifiedBook });
    await card.getByRole('img', { name: /verified/i }).waitFor();
    await screenshot(page, 'admin-verified-tick-on-card');

    const seller = await newPage(browser, PHONE);
    await signIn(seller.page, verifySeller.email, PASSWORD);
    await seller.page.goto('/dashboard');
    await seller.page
      .getByRole('img', { name: /verified/i })
      .first()
      .waitFor();
    await screenshot(seller.page, 'admin-verified-seller-dashboard-phone');
    await seller.context.close();
  });

  it('when the admin deletes a seller after confirming, then they and their books are gone and they cannot sign in', async () => {
    const own = await newPage(browser);
    await signIn(own.page, goneSeller.email, PASSWORD);
    await own.page.goto('/dashboard/myproducts');
    await own.page.getByText(names.goneBook).waitFor();

    const page = phone;
    await page.goto('/dashboard/allseller');
    const sellerRow = row(page, goneSeller.email);
    await sellerRow.getByRole('button', { name: `Delete ${goneSeller.name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Delete ${goneSeller.name}?` });
    await dialog.waitFor();
    await screenshot(page, 'admin-confirm-delete-phone');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await sellerRow.waitFor();

    await sellerRow.getByRole('button', { name: `Delete ${goneSeller.name}` }).click();
    await dialog.getByRole('button', { name: 'Delete seller' }).click();
    await toast(page, 'Seller Deleted!');
    await sellerRow.waitFor({ state: 'detached' });
    await screenshot(page, 'admin-allseller-phone');

    // The seller's open tab: their token fails at once, so the next page load asks them to sign in.
    await own.page.goto('/dashboard/myproducts');
    await own.page.waitForURL((url) => url.pathname === '/login');
    await own.context.close();

    await page.goto(`/categories/${poem._id}`);
    await page.getByRole('article').filter({ hasText: names.verifiedBook }).waitFor();
    expect(await page.getByText(names.goneBook).count()).toBe(0);
    await page.goto('/');
    await page.getByRole('heading', { name: 'Newly Arrived!' }).waitFor();
    expect(await page.getByText(names.goneBook).count()).toBe(0);

    const gone = await newPage(browser);
    await gone.page.goto('/login');
    await gone.page.getByLabel('Email').fill(goneSeller.email);
    await gone.page.getByLabel('Password').fill(PASSWORD);
    await gone.page.getByRole('button', { name: 'Login', exact: true }).click();
    await gone.page.getByText('Wrong email or password').waitFor();
    expect(new URL(gone.page.url()).pathname).toBe('/login');
    await gone.context.close();
    const me = await fetch(`${baseURL()}/api/auth/me`, {
      headers: { authorization: `Bearer ${goneSeller.token}` },
    });
    expect(me.status).toBe(401);
  });

  it('when the admin deletes a buyer after confirming, then the row is gone and their token fails', async () => {
    const page = desk;
    await page.goto('/dashboard/allbuyer');
    for (const header of ['photo', 'Name', 'Email', 'Delete'])
      await page.getByRole('columnheader', { name: header }).waitFor();
    const buyerRow = row(page, goneBuyer.email);
    await buyerRow.getByRole('img').waitFor();
    await screenshot(page, 'admin-allbuyer-desktop');
    await buyerRow.getByRole('button', { name: `Delete ${goneBuyer.name}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete buyer' }).click();
    await toast(page, 'Buyer Deleted!');
    await buyerRow.waitFor({ state: 'detached' });
    await row(page, reporter.email).waitFor();
    const me = await fetch(`${baseURL()}/api/auth/me`, {
      headers: { authorization: `Bearer ${goneBuyer.token}` },
    });
    expect(me.status).toBe(401);

    await phone.goto('/dashboard/allbuyer');
    await row(phone, reporter.email).waitFor();
    await screenshot(phone, 'admin-allbuyer-phone');
  });

  it('when the admin reviews reported items, then reasons show, Dismiss clears one and Delete removes the other', async () => {
    const page = desk;
    await page.goto('/dashboard/reporteditems');
    for (const header of ['Name', 'Email of Seller', 'Delete'])
      await page.getByRole('columnheader', { name: header, exact: true }).waitFor();
    const reportedRow = row(page, names.reportedBook);
    await reportedRow.getByText('1 report').waitFor();
    await reportedRow.getByText('Pages are missing').waitFor();
    await reportedRow.getByText(verifySeller.email).waitFor();
    await screenshot(page, 'admin-reporteditems-desktop');

    await phone.goto('/dashboard/reporteditems');
    await phone.getByRole('heading', { name: 'Reported Items' }).waitFor();
    await row(phone, names.reportedBook).waitFor();
    await screenshot(phone, 'admin-reporteditems-phone');

    const fineRow = row(page, names.fineBook);
    await fineRow.getByRole('button', { name: `Dismiss reports of ${names.fineBook}` }).click();
    await fineRow.waitFor({ state: 'detached' });

    await reportedRow.getByRole('button', { name: `Delete ${names.reportedBook}` }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete item' }).click();
    await toast(page, 'Item Deleted!');
    await reportedRow.waitFor({ state: 'detached' });

    await page.goto(`/categories/${poem._id}`);
    await page.getByRole('article').filter({ hasText: names.fineBook }).waitFor();
    expect(await page.getByText(names.reportedBook).count()).toBe(0);
  });

  it('when the admin opens the dashboard, then the overview shows figures, every order stage, charts and a table alternative', async () => {
    const booked = await addBook(verifySeller, `Overview Book ${tag}`, poem._id);
    await callApi('/bookings', { method: 'POST', token: reporter.token, body: { productId: booked } });
    for (const page of [desk, phone]) {
      const viewport = page.viewportSize()!;
      await page.goto('/dashboard');
      await page.getByRole('heading', { name: 'Shop overview' }).waitFor();
      await page.getByRole('region', { name: 'Orders by stage' }).getByText('Not paid').waitFor();
      await page.getByRole('img', { name: /Line chart/ }).waitFor();
      await page.getByRole('img', { name: /Bar chart of books for sale per category: .*Poem \d+/ }).waitFor();
      await page.locator('.recharts-surface').first().waitFor();
      await page.getByText('The figures as tables').click();
      await page.getByRole('table', { name: 'Books for sale per category' }).waitFor();
      await screenshot(page, `admin-overview-${viewport.width === PHONE.width ? 'phone' : 'desktop'}`);
    }
  });

  it('when a buyer or a seller opens any admin route, then they land on /login', async () => {
    for (const account of [reporter, verifySeller]) {
      const { page, context } = await newPage(browser);
      await signIn(page, account.email, PASSWORD);
      for (const path of [
        '/dashboard/addcategory',
        '/dashboard/allseller',
        '/dashboard/allbuyer',
        '/dashboard/reporteditems',
      ]) {
        await page.goto(path);
        await page.waitForURL((url) => url.pathname === '/login');
      }
      await context.close();
    }
  });
});
