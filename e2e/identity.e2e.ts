import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { DESKTOP, launchBrowser, newPage, PHONE, screenshot, signIn } from './support/browser.ts';

const DEMO_PASSWORD = 'boibazar-demo';
const unique = () => randomBytes(4).toString('hex');

async function fillSignup(
  page: Page,
  fields: { name: string; email: string; password: string; image: string; role?: 'Buyer' | 'Seller' },
) {
  await page.goto('/signup');
  await page.getByLabel('Name').fill(fields.name);
  await page.getByLabel('Email').fill(fields.email);
  await page.getByLabel('Password').fill(fields.password);
  await page.getByRole('button', { name: 'Use a web address' }).click();
  await page.getByLabel('Photo address (https://…)').fill(fields.image);
  if (fields.role) await page.getByLabel('Want to be a seller? please select').selectOption(fields.role);
  await page.getByRole('button', { name: 'Sign Up' }).click();
}

async function sideMenu(page: Page): Promise<string[]> {
  const nav = page.getByRole('navigation', { name: 'Dashboard' });
  await nav.getByRole('link').first().waitFor();
  return nav.getByRole('link').allTextContents();
}

const token = (page: Page) => page.evaluate(() => localStorage.getItem('boibazar-access-token'));

describe('identity in Chromium: sign-up, sign-in, guards, side menu, Google', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());

  it('when someone signs up on a phone with an uploaded photo, then the password rule shows up front and the account is made with that photo', async () => {
    const { page, context } = await newPage(browser, PHONE);
    await page.goto('/signup');
    await page.getByText(/^At least 8 characters/).waitFor();
    const photo = await sharp({ create: { width: 240, height: 240, channels: 3, background: '#b45309' } })
      .png()
      .toBuffer();
    await page
      .locator('#signup-image')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: photo });
    await page.getByText('Uploaded').waitFor();
    await page.getByRole('img', { name: 'Preview of the photo' }).waitFor();
    await page.getByLabel('Name').fill('Upload Person');
    const email = `upload-${unique()}@identity.test`;
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password').fill('a long enough password');
    await screenshot(page, 'signup-upload-phone');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByText('User Created Succcessfully!').waitFor();
    await page.waitForURL((url) => url.pathname === '/allcategories');
    const me = await page.evaluate(async () => {
      const res = await fetch('/api/auth/me', {
        headers: { authorization: `Bearer ${localStorage.getItem('boibazar-access-token')}` },
      });
      return (await res.json()) as { image: string; email: string };
    });
    expect(me.email).toBe(email);
    expect(me.image).toMatch(/^\/uploads\/books\/[a-f0-9]{24}\.webp$/);
    await context.close();
  });

  it('when the sign-up form is sent empty, then every validation message shows (phone)', async () => {
    const { page, context } = await newPage(browser, PHONE);
    await page.goto('/signup');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    for (const message of [
      'Name is Required',
      'Email is required',
      'Password is required',
      'Photo is Required',
    ]) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    await page.getByLabel('Password').fill('short');
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByText('Password must be at least 8 characters').waitFor();
    const roles = await page
      .getByLabel('Want to be a seller? please select')
      .locator('option')
      .allTextContents();
    expect(roles).toEqual(['Buyer', 'Seller']);
    // The values sent are the role keys, whatever the language shows (issue 30).
    const values = await page
      .getByLabel('Want to be a seller? please select')
      .locator('option')
      .evaluateAll((options) => options.map((o) => (o as HTMLOptionElement).value));
    expect(values).toEqual(['Buyer', 'Seller']);
    await screenshot(page, 'identity-signup-errors-phone');
    await context.close();
  });

  it('when someone signs up as a Buyer, then the notice shows, they land on All Categories with a welcome and the dashboard is a Buyer one', async () => {
    const { page, context } = await newPage(browser, PHONE);
    const email = `buyer.${unique()}@example.test`;
    await fillSignup(page, {
      name: 'Tanvir Ahmed',
      email,
      password: 'buyer password 1',
      image: 'https://images.invalid/tanvir.png',
    });
    await page.getByText('User Created Succcessfully!').waitFor();
    await page.waitForURL((url) => url.pathname === '/allcategories');
    await page.getByRole('status').filter({ hasText: 'Welcome to BoiBazar, Tanvir Ahmed!' }).waitFor();
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await page.getByRole('heading', { name: 'Buyer Dashboard' }).waitFor();
    // In the page, not the email banner above it (decision 205): the profile names it, and so does
    // the "Your email" section below it.
    expect(await page.locator('#main').getByText(email, { exact: true }).count()).toBe(2);
    await page.getByRole('region', { name: 'Your email' }).getByText(email, { exact: true }).waitFor();
    // The email switches are a buyer's own: nothing about selling.
    const switches = page.getByRole('group', { name: 'Email me when…' });
    await switches.getByRole('checkbox', { name: 'A book matching your wishlist is listed' }).waitFor();
    expect(await switches.getByRole('checkbox').count()).toBe(5);
    expect(await switches.getByRole('checkbox', { name: 'Someone books one of your books' }).count()).toBe(0);
    // The photo cannot load, so the initials stand in.
    await page.getByRole('img', { name: 'Tanvir Ahmed' }).filter({ hasText: 'TA' }).waitFor();
    expect(await sideMenu(page)).toEqual([
      'My Orders',
      'My Offers',
      'My Exchanges',
      'Messages',
      'Notifications',
      'Wishlist',
      'Saved searches',
    ]);
    expect(await page.getByRole('img', { name: 'Verified' }).count()).toBe(0);
    await screenshot(page, 'identity-dashboard-buyer-phone');
    await context.close();
  });

  it('when someone signs up as a Seller, then they land on Add a Book with a welcome and the side menu offers Add a Product and My Product', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    const email = `seller.${unique()}@example.test`;
    await fillSignup(page, {
      name: 'Farhana Akter',
      email,
      password: 'seller password 1',
      image: 'https://images.invalid/farhana.png',
      role: 'Seller',
    });
    await page.getByText('User Created Succcessfully!').waitFor();
    await page.waitForURL((url) => url.pathname === '/dashboard/addproduct');
    await page.getByRole('status').filter({ hasText: 'Welcome to BoiBazar, Farhana Akter!' }).waitFor();
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Seller Dashboard' }).waitFor();
    expect(await sideMenu(page)).toEqual([
      'My Orders',
      'My Offers',
      'My Exchanges',
      'Messages',
      'Notifications',
      'Wishlist',
      'Saved searches',
      'Add a Product',
      'My Product',
      'My Buyers',
      'Earnings',
    ]);
    await page.getByRole('img', { name: 'Farhana Akter' }).waitFor();
    await screenshot(page, 'identity-dashboard-seller-desktop');

    // The same email again is refused, with the server's message in red under the form.
    await page.getByRole('button', { name: 'Log Out' }).click();
    await page.getByRole('link', { name: 'Login' }).waitFor();
    await fillSignup(page, {
      name: 'Copy',
      email,
      password: 'another password',
      image: 'https://images.invalid/copy.png',
    });
    const alert = page.getByRole('alert');
    await alert.getByText(/already exists/).waitFor();
    expect(await alert.getAttribute('class')).toContain('text-red-600');
    await context.close();
  });

  it('when the password is wrong, then red text under the form says so and nobody is signed in', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.getByText('Email is required').waitFor();
    await page.getByText('Password is required').waitFor();
    await page.getByLabel('Email').fill('buyer@boibazar.test');
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    const alert = page.getByRole('alert');
    await alert.getByText('Wrong email or password').waitFor();
    expect(await alert.getAttribute('class')).toContain('text-red-600');
    expect(await token(page)).toBeNull();
    await page.getByRole('link', { name: 'Create new account' }).waitFor();
    await screenshot(page, 'identity-login-wrong-password-desktop');
    await context.close();
  });

  it('when someone logs out, then the top bar shows Login and the old token no longer works', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    await signIn(page, 'buyer@boibazar.test', DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log Out' }).waitFor();
    const old = await token(page);
    expect(old).toBeTruthy();
    await page.getByRole('button', { name: 'Log Out' }).click();
    await page.getByRole('link', { name: 'Login' }).waitFor();
    expect(await token(page)).toBeNull();
    const status = await page.evaluate(
      (t) => fetch('/api/auth/me', { headers: { authorization: `Bearer ${t}` } }).then((r) => r.status),
      old,
    );
    expect(status).toBe(401);
    await page.goto('/dashboard');
    await page.waitForURL((url) => url.pathname === '/login');
    await context.close();
  });

  it('when a visitor opens a guarded page, then they sign in and come back to it', async () => {
    const { page, context } = await newPage(browser, PHONE);
    await page.goto('/dashboard/myorders?tab=open');
    await page.waitForURL((url) => url.pathname === '/login');
    await screenshot(page, 'identity-login-phone');
    await page.getByLabel('Email').fill('buyer@boibazar.test');
    await page.getByLabel('Password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard/myorders' && url.search === '?tab=open');
    await context.close();
  });

  it('when the sign-in is still being checked, then a spinner shows, then the page', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    await signIn(page, 'buyer@boibazar.test', DEMO_PASSWORD);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/auth/me', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/dashboard');
    await page.getByRole('status').getByText('Checking your sign-in').waitFor();
    await screenshot(page, 'identity-guard-spinner');
    release();
    await page.getByRole('heading', { name: 'Buyer Dashboard' }).waitFor();
    await context.close();
  });

  it('when the remembered origin points at another site, then sign-in goes to / instead', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    for (const from of ['//evil.example/steal', 'https://evil.example/', '/\\evil.example']) {
      await page.goto('/login');
      await page.evaluate((f) => {
        window.history.replaceState({ usr: { from: f }, key: 'evil', idx: 0 }, '', '/login');
      }, from);
      await page.reload();
      await page.getByLabel('Email').fill('buyer@boibazar.test');
      await page.getByLabel('Password').fill(DEMO_PASSWORD);
      await page.getByRole('button', { name: 'Login', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/');
      expect(new URL(page.url()).host).toBe(new URL(inject('baseURL')).host);
      await page.evaluate(() => localStorage.clear());
    }
    await context.close();
  });

  it('when a buyer opens a seller or admin page, then the guard sends them to /login', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    await signIn(page, 'buyer@boibazar.test', DEMO_PASSWORD);
    for (const path of ['/dashboard/addproduct', '/dashboard/allseller']) {
      await page.goto(path);
      await page.waitForURL((url) => url.pathname === '/login');
    }
    await context.close();
  });

  it('when the admin and a seller sign in, then each side menu is theirs', async () => {
    const { page, context } = await newPage(browser, DESKTOP);
    await signIn(page, 'admin@boibazar.test', DEMO_PASSWORD);
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
    expect(await sideMenu(page)).toEqual([
      'My Orders',
      'My Offers',
      'My Exchanges',
      'Messages',
      'Notifications',
      'Wishlist',
      'Saved searches',
      'Add Category',
      'All Sellers',
      'All Buyers',
      'Reported Items',
      'Disputes',
      'Disputed Exchanges',
      'Payouts',
      'Ledger',
      'Courier settlements',
      'Outbox',
      'SMS sandbox',
      'Audit trail',
      'System',
    ]);
    await page.getByRole('img', { name: 'Verified' }).waitFor();
    await screenshot(page, 'identity-dashboard-admin-desktop');
    await context.close();

    const seller = await newPage(browser, DESKTOP);
    await signIn(seller.page, 'seller@boibazar.test', DEMO_PASSWORD);
    await seller.page.goto('/dashboard');
    await seller.page.getByRole('heading', { name: 'Seller Dashboard' }).waitFor();
    expect(await sideMenu(seller.page)).toEqual([
      'My Orders',
      'My Offers',
      'My Exchanges',
      'Messages',
      'Notifications',
      'Wishlist',
      'Saved searches',
      'Add a Product',
      'My Product',
      'My Buyers',
      'Earnings',
    ]);
    await seller.context.close();
  });

  it('when someone continues with Google at the test provider, then a Buyer account is made and signed in', async () => {
    expect(inject('oidcIssuer')).toBeTruthy();
    const { page, context } = await newPage(browser, DESKTOP);
    const login = `google.${unique()}`;
    await page.goto('/login');
    await screenshot(page, 'identity-login-desktop');
    await page.getByRole('button', { name: 'CONTINUE WITH GOOGLE' }).click();
    await page.waitForURL((url) => url.origin === inject('oidcIssuer'));
    await page.locator('input[name=login]').fill(login);
    await page.locator('input[name=password]').fill('any password');
    await screenshot(page, 'identity-google-provider-login');
    await page.getByRole('button', { name: 'Sign-in' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL((url) => url.origin === new URL(inject('baseURL')).origin && url.pathname === '/');
    expect(page.url()).not.toContain('token=');
    expect(await token(page)).toBeTruthy();
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await page.getByRole('heading', { name: 'Buyer Dashboard' }).waitFor();
    await page.getByRole('region', { name: 'Your email' }).getByText(`${login}@oidc.example.test`).waitFor();
    expect(await sideMenu(page)).toEqual([
      'My Orders',
      'My Offers',
      'My Exchanges',
      'Messages',
      'Notifications',
      'Wishlist',
      'Saved searches',
    ]);
    await screenshot(page, 'identity-dashboard-google-buyer');
    await context.close();
  });

  it('when Google is not set up on the server, then the button stays and says so', async () => {
    const { page, context } = await newPage(browser, PHONE);
    await page.route('**/api/auth/providers', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: JSON.stringify({ google: false }),
      }),
    );
    await page.goto('/login');
    await page.getByRole('button', { name: 'CONTINUE WITH GOOGLE' }).click();
    await page.getByText('Google sign-in is not set up here').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await screenshot(page, 'identity-google-not-set-up-phone');
    await context.close();
  });
});
