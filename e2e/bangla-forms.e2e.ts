// Issue 30 in Chromium at phone width: every form a person sends, sent in Bangla, so a translated word that
// reaches the server as a value (the sign-up role once sent 'বিক্রেতা') fails here. Sign-up as Seller and as
// Buyer (issue 25: the initials picture or the phone's camera, then Add a Book or the categories with a
// one-line welcome), Add a Book, an exchange offer, and a deal's handover, receipt and reviews. The same
// sign-ups in English too. Booking and paying in Bangla is in bangla.e2e.ts.
import sharp from 'sharp';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../apps/server/test/index.ts';
import { callApi } from './support/api.ts';
import {
  baseURL,
  closeContextsAfterEach,
  confirmInDialog,
  launchBrowser,
  newPage,
  PHONE,
  screenshot,
  setStepTimeouts,
} from './support/browser.ts';
import { closeSuiteDb, createAccount, suiteDb, tokenFor, categoryRow } from './support/catalogue-session.ts';
import { insertListing } from './support/listings.ts';

const PASSWORD = 'a long enough password';

interface Me {
  _id: string;
  role: string;
  image: string;
  email: string;
}

const me = (page: Page) =>
  page.evaluate(async () => {
    const res = await fetch('/api/auth/me', {
      headers: { authorization: `Bearer ${localStorage.getItem('boibazar-access-token')}` },
    });
    return (await res.json()) as Me;
  });

const photo = () =>
  sharp({ create: { width: 240, height: 240, channels: 3, background: '#7c2d12' } })
    .png()
    .toBuffer();

describe('forms sent in Bangla in Chromium (phone)', () => {
  let browser: Browser;
  const contexts: BrowserContext[] = [];
  const run = newId().slice(0, 6);
  let fictionId: string;

  /** A phone in Bangla: a touch screen (so the camera is offered) and the language chosen before. */
  async function banglaPhone(token?: string): Promise<Page> {
    const context = await browser.newContext({
      baseURL: baseURL(),
      viewport: PHONE,
      hasTouch: true,
      isMobile: true,
    });
    contexts.push(context);
    await context.addInitScript((t) => {
      localStorage.setItem('boibazar.language', 'bn');
      if (t) localStorage.setItem('boibazar-access-token', t);
    }, token ?? '');
    const page = await context.newPage();
    setStepTimeouts(page);
    return page;
  }

  async function fillSignUpInBangla(page: Page, name: string, email: string) {
    await page.goto('/signup');
    await page.getByRole('heading', { level: 1, name: 'সাইন আপ' }).waitFor();
    await page.getByLabel('নাম', { exact: true }).fill(name);
    await page.getByLabel('ইমেইল').fill(email);
    await page.getByLabel('পাসওয়ার্ড').fill(PASSWORD);
  }

  beforeAll(async () => {
    browser = await launchBrowser();
    fictionId = (await categoryRow('Fiction')).id;
  });
  closeContextsAfterEach(contexts);
  afterAll(async () => {
    await browser?.close();
    await closeSuiteDb();
  });

  it('when a seller signs up in Bangla without a photo, adds a book and offers an exchange, then each form is accepted and speaks Bangla', async () => {
    const owner = await createAccount('Seller', { verified: true, name: `মালিক ${run}` });
    const wanted = `দেবদাস ${run}`;
    const wantedId = await insertListing(suiteDb(), {
      seller: owner,
      categoryId: fictionId,
      productName: wanted,
      resale: 300,
    });
    await callApi(`/books/${wantedId}`, {
      method: 'PATCH',
      token: await tokenFor(owner.email),
      body: { openToExchange: true },
    });

    const page = await banglaPhone();
    const email = `bn-seller-${run}@forms.test`;
    await fillSignUpInBangla(page, `সাদিয়া ইসলাম ${run}`, email);
    // No photo chosen: the initials stand in, said so beside them.
    await page.getByText('ছবি না দিলে আপনার নামের আদ্যক্ষর দিয়েই ছবি হবে।').waitFor();
    await page.getByText('ক্যামেরায় ছবি তুলুন').waitFor();
    await page.getByLabel('বিক্রেতা হতে চান? বেছে নিন').selectOption({ label: 'বিক্রেতা' });
    await screenshot(page, 'bangla-signup-seller-phone');
    await page.getByRole('button', { name: 'সাইন আপ', exact: true }).click();

    // Lands on Add a Book with the welcome, signed up as a Seller with a stored picture.
    await page.waitForURL((url) => url.pathname === '/dashboard/addproduct');
    await page
      .getByRole('status')
      .filter({ hasText: `বইবাজারে স্বাগতম, সাদিয়া ইসলাম ${run}!` })
      .waitFor();
    await page.getByRole('heading', { level: 1, name: 'বই যোগ করুন' }).waitFor();
    await page.getByText('অ্যাকাউন্ট খোলা হয়েছে!').waitFor({ state: 'detached' });
    await screenshot(page, 'bangla-signup-seller-landing-phone');
    const account = await me(page);
    expect(account).toMatchObject({ email, role: 'Seller' });
    expect(account.image).toMatch(/^\/uploads\/books\/[a-f0-9]{24}\.webp$/);
    const picture = await fetch(new URL(account.image, baseURL()));
    expect(picture.status).toBe(200);
    expect((await sharp(Buffer.from(await picture.arrayBuffer())).metadata()).width).toBeGreaterThan(100);

    // Add a Book, typed in Bangla with Bengali digits.
    const title = `শেষের কবিতা ${run}`;
    await page
      .locator('#book-image')
      .setInputFiles({ name: 'book.png', mimeType: 'image/png', buffer: await photo() });
    await page.getByText('আপলোড হয়েছে').waitFor();
    await page.locator('#book-productName').fill(title);
    await page.locator('#book-author').fill('রবীন্দ্রনাথ ঠাকুর');
    await page.locator('#book-condition').selectOption({ index: 1 });
    await page.locator('#book-location').selectOption({ index: 1 });
    await page.locator('#book-resale').fill('৪৫০');
    await page.locator('#book-original').fill('৯০০');
    await page.locator('#book-purchage').fill('২০১৯');
    await page.locator('#book-sellerName').fill(`সাদিয়া ${run}`);
    await page.locator('#book-conatct').fill('০১৭১২৩৪৫৬৭৮');
    await page.locator('#book-category').selectOption(fictionId);
    await page.locator('#book-description').fill('মলাট একটু পুরোনো, ভেতরের পাতা পরিষ্কার।');
    await page.locator('#book-cod').check();
    await page.getByRole('main').getByRole('button', { name: 'বই যোগ করুন', exact: true }).click();
    await page.getByText('বই যোগ হয়েছে!').first().waitFor();
    await page.waitForURL((url) => url.pathname === '/dashboard/myproducts');
    const stored = await suiteDb()
      .selectFrom('books')
      .select(['id', 'resale', 'purchase_year', 'seller_id'])
      .where('product_name', '=', title)
      .executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ resale: 450, purchase_year: 2019, seller_id: account._id });

    // The book page shows the purchase year in Bengali digits.
    await page.goto(`/books/${stored.id}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByText('২০১৯', { exact: true }).waitFor();
    await screenshot(page, 'bangla-book-purchase-year-phone');

    // A seller reading Bangla is offered the exchange (it was hidden: the role was compared with 'বিক্রেতা').
    await page.goto(`/categories/${fictionId}`);
    const card = page.getByRole('article').filter({ hasText: wanted });
    await card.getByRole('button', { name: `${wanted} বইটির জন্য বদলের প্রস্তাব দিন` }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('checkbox', { name: new RegExp(title) }).check();
    await dialog.getByRole('button', { name: 'প্রস্তাব পাঠান' }).click();
    await page.waitForURL(/\/dashboard\/exchanges\/[^/]+$/);
    await page.getByText('বদলের প্রস্তাব পাঠানো হয়েছে! বিক্রেতাকে জানানো হয়েছে।').first().waitFor();
    await screenshot(page, 'bangla-exchange-offered-phone');
    // The dashboard shows the picture drawn from the initials.
    await page.goto('/dashboard');
    await page.getByRole('img', { name: `সাদিয়া ইসলাম ${run}` }).waitFor();
    expect(await page.getByRole('img', { name: `সাদিয়া ইসলাম ${run}` }).getAttribute('src')).toBe(
      account.image,
    );
    // The shop's counts in Bengali digits: one book listed.
    await page.getByRole('main').getByText('১', { exact: true }).first().waitFor();
    await screenshot(page, 'bangla-seller-dashboard-initials-phone');
  }, 120_000);

  it('when a buyer signs up in Bangla with the camera, then the account is a Buyer with that photo and lands on the categories with the welcome', async () => {
    const page = await banglaPhone();
    const email = `bn-buyer-${run}@forms.test`;
    await fillSignUpInBangla(page, `বশির আহমেদ ${run}`, email);
    // The front camera: a file input that asks for any image from the camera.
    const camera = page.locator('input[type="file"][capture="user"]');
    expect(await camera.getAttribute('accept')).toBe('image/*');
    await camera.setInputFiles({ name: 'selfie.png', mimeType: 'image/png', buffer: await photo() });
    await page.getByText('আপলোড হয়েছে').waitFor();
    await page.getByLabel('বিক্রেতা হতে চান? বেছে নিন').selectOption({ label: 'ক্রেতা' });
    await page.getByRole('button', { name: 'সাইন আপ', exact: true }).click();

    await page.waitForURL((url) => url.pathname === '/allcategories');
    await page
      .getByRole('status')
      .filter({ hasText: `বইবাজারে স্বাগতম, বশির আহমেদ ${run}! একটি বিভাগ বেছে নিয়ে আপনার পরের বইটি খুঁজুন।` })
      .waitFor();
    await page.getByText('অ্যাকাউন্ট খোলা হয়েছে!').waitFor({ state: 'detached' });
    await screenshot(page, 'bangla-signup-buyer-landing-phone');
    const account = await me(page);
    expect(account).toMatchObject({ email, role: 'Buyer' });
    expect(account.image).toMatch(/^\/uploads\/books\/[a-f0-9]{24}\.webp$/);
    // The welcome belongs to the landing only.
    await page
      .getByRole('link', { name: /কথাসাহিত্য/ })
      .first()
      .click();
    await page.waitForURL(/\/categories\//);
    expect(await page.getByRole('status').filter({ hasText: 'বইবাজারে স্বাগতম' }).count()).toBe(0);
  });

  it('when the sign-up form is sent empty in Bangla, then every required field says so in Bangla, the photo included', async () => {
    const page = await banglaPhone();
    await page.goto('/signup');
    await page.getByRole('button', { name: 'সাইন আপ', exact: true }).click();
    for (const message of ['নাম দিতে হবে', 'ইমেইল দিতে হবে', 'পাসওয়ার্ড দিতে হবে', 'ছবি দিতে হবে'])
      await page.getByText(message, { exact: true }).waitFor();
    expect(await page.getByText('Photo is Required').count()).toBe(0);
    await screenshot(page, 'bangla-signup-errors-phone');
  });

  it('when a seller hands a paid book over and the buyer confirms and both review in Bangla, then the deal completes and the review names the role in Bangla', async () => {
    const seller = await createAccount('Seller', { verified: true, name: `রহিম ${run}` });
    const buyer = await createAccount('Buyer', { name: `করিম ${run}` });
    const title = `পদ্মা নদীর মাঝি ${run}`;
    const bookId = await insertListing(suiteDb(), {
      seller,
      categoryId: fictionId,
      productName: title,
      resale: 350,
    });
    const buyerToken = await tokenFor(buyer.email);
    const { insertedId: orderId } = await callApi<{ insertedId: string }>('/bookings', {
      method: 'POST',
      token: buyerToken,
      body: { productId: bookId, phone: '01700000000', location: 'ঢাকা' },
    });
    const { clientSecret } = await callApi<{ clientSecret: string }>('/create-payment-intent', {
      method: 'POST',
      token: buyerToken,
      body: { booking: orderId },
    });
    const intentId = clientSecret.split('_secret_')[0]!;
    await callApi(`/sandbox/intents/${intentId}/confirm`, {
      method: 'POST',
      token: buyerToken,
      body: { clientSecret, cardNumber: '4242424242424242', expiry: '12/39', cvc: '123' },
    });
    await callApi('/payments', {
      method: 'POST',
      token: buyerToken,
      body: { transactionId: intentId, booking: orderId },
    });

    const s = await banglaPhone(await tokenFor(seller.email));
    await s.goto(`/dashboard/orders/${orderId}`);
    await s.getByRole('heading', { name: title }).first().waitFor();
    await s.getByRole('radio', { name: 'কুরিয়ারে' }).check();
    await s.locator('#handover-company').fill('সুন্দরবন কুরিয়ার');
    await s.locator('#handover-tracking').fill('SC-৭৭৮৮৯৯');
    await s.getByRole('button', { name: 'হস্তান্তর করুন', exact: true }).click();
    await s.getByText('হস্তান্তর হয়েছে বলে চিহ্নিত').first().waitFor();

    const b = await banglaPhone(buyerToken);
    await b.goto(`/dashboard/orders/${orderId}`);
    await b.getByRole('button', { name: 'হাতে পেয়েছি' }).click();
    await b.getByRole('dialog', { name: /হাতে পেয়েছেন\?/ }).waitFor();
    await screenshot(b, 'bangla-forms-confirm-received-phone');
    await confirmInDialog(b, 'হাতে পেয়েছি');
    await b.getByText('ধন্যবাদ! লেনদেন সম্পূর্ণ হয়েছে').first().waitFor();
    await b.getByRole('radio', { name: '৪ তারা' }).locator('..').click();
    await b.locator('#review-text').fill('যেমন বলা হয়েছিল ঠিক তেমন, ভালোভাবে মোড়ানো।');
    await b.getByRole('button', { name: 'রিভিউ জমা দিন' }).click();
    await b.getByText('রিভিউয়ের জন্য ধন্যবাদ').first().waitFor();

    await s.reload();
    await s.getByRole('radio', { name: '৫ তারা' }).locator('..').click();
    await s.getByRole('button', { name: 'রিভিউ জমা দিন' }).click();
    await s.getByText('রিভিউয়ের জন্য ধন্যবাদ').first().waitFor();
    // Both reviews are public now; each names its writer's role in Bangla.
    const buyersReview = s.getByRole('article').filter({ hasText: 'যেমন বলা হয়েছিল ঠিক তেমন' });
    await buyersReview.getByText('(ক্রেতা)').waitFor();
    expect(await s.getByText(/\((buyer|seller)\)/).count()).toBe(0);
    await screenshot(s, 'bangla-deal-reviewed-phone');
    const order = await suiteDb()
      .selectFrom('bookings')
      .select(['status', 'completed_at'])
      .where('id', '=', orderId)
      .executeTakeFirstOrThrow();
    expect(order.completed_at).not.toBeNull();
  }, 120_000);
});

describe('sign-up landing in English in Chromium (phone)', () => {
  let browser: Browser;
  const run = newId().slice(0, 6);
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  for (const role of ['Seller', 'Buyer'] as const) {
    it(`when someone signs up as a ${role} in English, then they land on ${role === 'Seller' ? 'Add a Book' : 'All Categories'} with the welcome`, async () => {
      const { page, context } = await newPage(browser, PHONE);
      await page.goto('/signup');
      await page.getByLabel('Name').fill(`Nadia ${role} ${run}`);
      await page.getByLabel('Email').fill(`en-${role.toLowerCase()}-${run}@forms.test`);
      await page.getByLabel('Password').fill(PASSWORD);
      await page.getByText('No photo? Your initials become your picture.').waitFor();
      await page.getByLabel('Want to be a seller? please select').selectOption(role);
      await screenshot(page, `signup-form-initials-${role.toLowerCase()}-phone`);
      await page.getByRole('button', { name: 'Sign Up' }).click();
      await page.getByText('User Created Succcessfully!').waitFor();
      if (role === 'Seller') {
        await page.waitForURL((url) => url.pathname === '/dashboard/addproduct');
        await page
          .getByRole('status')
          .filter({ hasText: `Welcome to BoiBazar, Nadia Seller ${run}! Add your first book below.` })
          .waitFor();
      } else {
        await page.waitForURL((url) => url.pathname === '/allcategories');
        await page
          .getByRole('status')
          .filter({
            hasText: `Welcome to BoiBazar, Nadia Buyer ${run}! Pick a category to find your next book.`,
          })
          .waitFor();
      }
      expect(await me(page)).toMatchObject({ role });
      await page.getByText('User Created Succcessfully!').waitFor({ state: 'detached' });
      await screenshot(page, `signup-${role.toLowerCase()}-landing-phone`);
      await context.close();
    });
  }
});
