// Issue 17: notifications and the emails they send follow the recipient's saved language; English stays the
// specification's text, byte for byte. Every notification has a Bangla template (decision 330).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookOk, clientSecretFor, confirmCard, intentIdOf, pay } from '../../../test/checkout.ts';
import { startSmtpTestServer, type SmtpTestServer } from '../../../test/smtp-test-server.ts';
import {
  createBook,
  createTestApp,
  createUser,
  type TestContext,
  type TestUser,
} from '../../../test/test-app.ts';
import { EMAIL_TEXTS, renderNotification, TEMPLATES, type TemplateParams } from './notification-templates.ts';

const BENGALI = /[\u0980-\u09FF]/;

describe('Notifications and emails in the recipient’s language', () => {
  let ctx: TestContext;
  let smtp: SmtpTestServer;
  beforeAll(async () => {
    smtp = await startSmtpTestServer();
    ctx = await createTestApp({ SMTP_URL: smtp.url, JOBS_POLL_INTERVAL: '0', MESSAGE_EMAIL_BATCH: '1m' });
  });
  afterAll(async () => {
    await ctx.close();
    await smtp.close();
  });

  const chooseLanguage = async (user: TestUser, language: 'en' | 'bn') =>
    expect(
      (
        await ctx.app.inject({
          method: 'PUT',
          url: '/api/me/language',
          headers: user.auth,
          payload: { language },
        })
      ).statusCode,
    ).toBe(200);
  const notifications = async (user: TestUser, headers: Record<string, string> = {}) =>
    (await ctx.app.inject({ url: '/api/notifications', headers: { ...user.auth, ...headers } })).json();
  const outboxTo = (email: string) =>
    ctx.db
      .selectFrom('email_outbox')
      .select(['subject', 'text_body', 'language'])
      .where('to_address', '=', email)
      .orderBy('created_at')
      .execute();

  it('when a Bangla-reading seller’s book is booked and paid, then the notifications and emails are in Bangla, with ৳ and Bengali digits', async () => {
    const seller = await createUser(ctx, { role: 'Seller' });
    await chooseLanguage(seller, 'bn');
    const buyer = await createUser(ctx, { name: 'Nadia Buyer' });
    await chooseLanguage(buyer, 'bn');
    const book = await createBook(ctx, seller, { productName: 'দেবী' });
    const orderId = await bookOk(ctx, buyer, book._id);

    const [booked] = await notifications(seller);
    expect(booked).toMatchObject({
      title: 'নতুন বুকিং: দেবী',
      body: 'Nadia Buyer দেবী বুক করেছেন। তাঁরা পরিশোধ করলে জানানো হবে।',
    });
    const [email] = await outboxTo(seller.user.email);
    expect(email!.subject).toBe('নতুন বুকিং: দেবী');
    expect(email!.language).toBe('bn');
    expect(email!.text_body).toContain('Nadia Buyer দেবী বুক করেছেন।');
    expect(email!.text_body).toContain('— বইবাজার\nকোন ইমেইল পাবেন তা ড্যাশবোর্ড → বিজ্ঞপ্তি-তে বেছে নিন।');
    expect(email!.text_body).not.toMatch(/BoiBazar|Choose which emails/);

    const secret = await clientSecretFor(ctx, buyer, orderId);
    expect((await confirmCard(ctx, buyer, secret)).statusCode).toBe(200);
    expect((await pay(ctx, buyer, { transactionId: intentIdOf(secret), booking: orderId })).statusCode).toBe(
      200,
    );
    expect((await notifications(buyer))[0]).toMatchObject({
      title: 'দেবী-এর পেমেন্ট পাওয়া গেছে',
      body: 'দেবী-এর জন্য আপনার পেমেন্ট সম্পন্ন হয়েছে। এরপর বিক্রেতা বইটি হস্তান্তর করবেন।',
    });
    expect((await notifications(seller))[0].title).toBe('দেবী-এর দাম পরিশোধ হয়েছে');
    const emails = await outboxTo(buyer.user.email);
    expect(emails.map((e) => e.subject)).toContain('দেবী-এর পেমেন্ট পাওয়া গেছে');

    // The stored notification is data; a reader who switches back reads it in English again.
    await chooseLanguage(seller, 'en');
    expect((await notifications(seller)).map((n: { title: string }) => n.title)).toEqual([
      'দেবী is paid',
      'New booking: দেবী',
    ]);
  });

  it('when the seller reads English (saved or by default), then the notification and email are the spec’s English, unchanged', async () => {
    const seller = await createUser(ctx, { role: 'Seller' });
    const buyer = await createUser(ctx, { name: 'Nadia Buyer' });
    const book = await createBook(ctx, seller, { productName: 'Debi' });
    await bookOk(ctx, buyer, book._id);
    expect((await notifications(seller))[0]).toMatchObject({
      title: 'New booking: Debi',
      body: 'Nadia Buyer booked Debi. You will hear when they pay.',
    });
    const [email] = await outboxTo(seller.user.email);
    expect(email!.subject).toBe('New booking: Debi');
    expect(email!.language).toBe('en');
    expect(email!.text_body).toMatch(
      /^Nadia Buyer booked Debi\. You will hear when they pay\.\n\n.*\/dashboard\/orders\/\S+\n\n— BoiBazar\nChoose which emails you get under Dashboard → Notifications\.$/,
    );
    // No saved language: the list follows the request's Accept-Language; the email (written earlier) stays English.
    expect((await notifications(seller, { 'accept-language': 'bn-BD' }))[0].title).toBe('নতুন বুকিং: Debi');
  });

  it('when a notification carries an amount, then the Bangla text shows it as ৳ with Bengali digits', () => {
    const cash = { bookName: 'Debi', price: 1250, as: 'buyer' } as TemplateParams<'order.cash_collected'>;
    expect(TEMPLATES.bn['order.cash_collected'](cash).body).toBe(
      'বিক্রেতা Debi-এর জন্য আপনার হাতে নগদ ৳১২৫০ পাওয়া নিশ্চিত করেছেন। লেনদেন সম্পূর্ণ; এখন আপনারা একে অপরকে রিভিউ দিতে পারেন।',
    );
    expect(EMAIL_TEXTS.bn.unreadConversations(3)).toBe('৩টি কথোপকথনে আপনার না-পড়া বার্তা আছে');
    const declined = { bookName: 'Debi', reason: 'too worn $&', as: 'proposer' };
    expect(TEMPLATES.bn['exchange.declined'](declined as TemplateParams<'exchange.declined'>).body).toBe(
      'কেউ Debi-এর প্রস্তাব প্রত্যাখ্যান করেছেন: too worn $&',
    );
  });

  it('when any notification is rendered, then Bangla has its own text and English none of it', () => {
    const variants = [
      {},
      { counter: true, topupPayer: 'proposer', awaitingTopup: true, cashOnDelivery: true },
      { counter: true, topupPayer: 'owner', canCounter: true, orderId: null, exchangeId: 'x' },
      { topupAmount: 0, cause: 'sold_elsewhere', actorRole: 'seller' },
      { cause: 'listing_withdrawn', reason: '' },
      { cause: 'buyer_left', price: undefined },
    ];
    const base = {
      bookName: 'Debi',
      buyerName: 'Nadia',
      sellerName: 'Karim',
      senderName: 'Rahim',
      preview: 'hello',
      actor: 'Rahim',
      amount: 350,
      price: 350,
      topupAmount: 50,
      topupPayer: null,
      reason: 'worn',
      orderId: 'o1',
      actorRole: 'buyer',
    };
    const types = Object.keys(TEMPLATES.en).filter((type) => type !== 'legacy');
    expect(types.length).toBeGreaterThan(35);
    const missing: string[] = [];
    for (const type of types)
      for (const as of ['buyer', 'seller', 'proposer', 'owner'])
        for (const variant of variants) {
          const params = JSON.stringify({ ...base, ...variant, as });
          const bn = renderNotification({ template: type, params }, 'bn');
          const en = renderNotification({ template: type, params }, 'en');
          if (![bn.title, bn.body].every((t) => BENGALI.test(t))) missing.push(`${type} bn ${params}`);
          if ([en.title, en.body].some((t) => BENGALI.test(t))) missing.push(`${type} en ${params}`);
        }
    expect(missing).toEqual([]);
  });

  it('when a notification was stored before decision 330, then it reads as it was written', () => {
    const params = JSON.stringify({ title: 'New booking: Debi', body: 'Nadia booked Debi.' });
    for (const language of ['en', 'bn'] as const)
      expect(renderNotification({ template: 'legacy', params }, language)).toEqual({
        title: 'New booking: Debi',
        body: 'Nadia booked Debi.',
      });
  });
});
