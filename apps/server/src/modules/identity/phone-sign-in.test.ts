import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp, createUser, type TestContext } from '../../../test/test-app.ts';

const contexts: TestContext[] = [];
afterEach(async () => {
  while (contexts.length) await contexts.pop()!.close();
});

async function start(env: Record<string, string> = {}) {
  const ctx = await createTestApp({ JOBS_POLL_INTERVAL: '0', ...env });
  contexts.push(ctx);
  return ctx;
}

let numberCounter = 0;
/** A fresh number per call, so tests never share the per-number send limit. */
const freshNumber = () =>
  `017${String(10_000_000 + ((Date.now() + numberCounter++ * 7919) % 89_999_999)).slice(0, 8)}`;

let addressCounter = 0;
const freshAddress = () => `10.25.${Math.floor(addressCounter / 250)}.${(addressCounter++ % 250) + 1}`;

function sendCode(ctx: TestContext, phone: string, purpose = 'sign-in', ip = freshAddress(), headers = {}) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/phone/send-code',
    payload: { phone, purpose },
    remoteAddress: ip,
    headers,
  });
}

/** Delivers what is queued and reads the newest code the sandbox received for `phone`. */
async function codeSentTo(ctx: TestContext, phone: string): Promise<string> {
  await ctx.app.jobs.runDue();
  const row = await ctx.db
    .selectFrom('sms_sandbox_messages')
    .selectAll()
    .where('to_number', '=', phone)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirstOrThrow();
  return /\b(\d{6})\b/.exec(row.text_body)![1];
}

const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

function signIn(ctx: TestContext, phone: string, code: string) {
  return ctx.app.inject({ method: 'POST', url: '/api/auth/phone/sign-in', payload: { phone, code } });
}
function signUp(ctx: TestContext, phone: string, code: string, extra: object = {}) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/phone/sign-up',
    payload: { phone, code, ...extra },
  });
}

async function phoneAccount(ctx: TestContext, phone = freshNumber()) {
  await sendCode(ctx, phone, 'sign-up');
  const res = await signUp(ctx, phone, await codeSentTo(ctx, phone), { name: 'Rahim', role: 'Seller' });
  expect(res.statusCode).toBe(201);
  return { phone, ...(res.json() as { accessToken: string; user: { _id: string } }) };
}

describe('phone numbers', () => {
  it('when a number is typed with +880, spaces or Bengali digits, then it is read as 01XXXXXXXXX; anything else is PHONE_INVALID', async () => {
    const ctx = await start();
    const typings: Array<[string, string]> = [
      ['+880 1711-000001', '01711000001'],
      ['৮৮০১৭১১০০০০০২', '01711000002'],
      ['01911 000003', '01911000003'],
      ['008801311000004', '01311000004'],
    ];
    for (const [typed, stored] of typings) {
      const res = await sendCode(ctx, typed);
      expect(res.statusCode, typed).toBe(200);
      expect(res.json()).toMatchObject({ sent: true, phone: stored });
    }
    for (const bad of ['01211000001', '0171100000', '017110000012', '+8801711', 'abc', '', '02711000001']) {
      const res = await sendCode(ctx, bad);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().error.code).toBe('PHONE_INVALID');
    }
    expect(await ctx.db.selectFrom('phone_codes').selectAll().execute()).toHaveLength(4);
  });

  it('when a purpose is not sign-in or sign-up, then the request is refused and nothing is sent', async () => {
    const ctx = await start();
    const res = await sendCode(ctx, freshNumber(), 'verify');
    expect(res.statusCode).toBe(400);
    expect(await ctx.db.selectFrom('sms_outbox').selectAll().execute()).toEqual([]);
  });
});

describe('phone sign-up and sign-in', () => {
  it('when a person signs up with a number and its code, then they have an account and can sign in with a new code', async () => {
    const ctx = await start();
    const phone = freshNumber();
    const sent = await sendCode(ctx, phone, 'sign-up');
    expect(sent.json()).toEqual({ sent: true, phone, expiresInSeconds: 300 });
    const res = await signUp(ctx, phone, await codeSentTo(ctx, phone), { name: 'Karim', role: 'Seller' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.created).toBe(true);
    expect(body.user).toMatchObject({ name: 'Karim', role: 'Seller', verified: false });
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/me/phone',
      headers: { authorization: `Bearer ${body.accessToken}` },
    });
    expect(me.json()).toEqual({ phone, hasEmail: false });

    await sendCode(ctx, phone, 'sign-in');
    const again = await signIn(ctx, phone, await codeSentTo(ctx, phone));
    expect(again.statusCode).toBe(200);
    expect(again.json().user._id).toBe(body.user._id);
  });

  it('when a phone account has no email, then email sign-up and login keep working for everyone else', async () => {
    const ctx = await start();
    await phoneAccount(ctx);
    const signup = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        name: 'Mina',
        email: 'mina@example.test',
        password: 'long enough 1',
        image: 'https://i.example/a.png',
        role: 'Buyer',
      },
    });
    expect(signup.statusCode).toBe(201);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'mina@example.test', password: 'long enough 1' },
    });
    expect(login.statusCode).toBe(200);
  });

  it('when a sign-up comes without a name or role, then the account is a Buyer with its name to follow', async () => {
    const ctx = await start();
    const phone = freshNumber();
    await sendCode(ctx, phone, 'sign-up');
    const res = await signUp(ctx, phone, await codeSentTo(ctx, phone));
    expect(res.statusCode).toBe(201);
    expect(res.json().user).toMatchObject({ name: '', role: 'Buyer' });
  });

  it('when the role is Admin or a translated word, then sign-up is refused', async () => {
    const ctx = await start();
    const phone = freshNumber();
    await sendCode(ctx, phone, 'sign-up');
    const code = await codeSentTo(ctx, phone);
    for (const role of ['Admin', 'বিক্রেতা', 'seller']) {
      const res = await signUp(ctx, phone, code, { role });
      expect(res.statusCode, role).toBe(400);
    }
    expect((await signUp(ctx, phone, code, { role: 'Seller' })).statusCode).toBe(201);
  });

  it('when a number that has an account signs up again, then its holder is signed in to that account', async () => {
    const ctx = await start();
    const { phone, user } = await phoneAccount(ctx);
    await sendCode(ctx, phone, 'sign-up');
    const res = await signUp(ctx, phone, await codeSentTo(ctx, phone), { name: 'Someone else' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ created: false, user: { _id: user._id, name: 'Rahim' } });
  });

  it('when a number without an account signs in with its right code, then it is told to sign up', async () => {
    const ctx = await start();
    const phone = freshNumber();
    await sendCode(ctx, phone, 'sign-in');
    const res = await signIn(ctx, phone, await codeSentTo(ctx, phone));
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('PHONE_NOT_REGISTERED');
  });

  it('when a code for sign-up is used to sign in, then it is not accepted', async () => {
    const ctx = await start();
    const { phone } = await phoneAccount(ctx);
    await sendCode(ctx, phone, 'sign-up');
    const code = await codeSentTo(ctx, phone);
    expect((await signIn(ctx, phone, code)).json().error.code).toBe('OTP_INVALID');
  });

  it('when a code is typed in Bengali digits, then it is accepted', async () => {
    const ctx = await start();
    const { phone } = await phoneAccount(ctx);
    await sendCode(ctx, phone, 'sign-in');
    const code = await codeSentTo(ctx, phone);
    const bengali = code.replace(/\d/g, (d) => String.fromCharCode(0x09e6 + Number(d)));
    expect((await signIn(ctx, phone, bengali)).statusCode).toBe(200);
  });

  it('when a code has been used, then it cannot be used again', async () => {
    const ctx = await start();
    const { phone } = await phoneAccount(ctx);
    await sendCode(ctx, phone, 'sign-in');
    const code = await codeSentTo(ctx, phone);
    expect((await signIn(ctx, phone, code)).statusCode).toBe(200);
    const again = await signIn(ctx, phone, code);
    expect(again.statusCode).toBe(400);
    expect(again.json().error.code).toBe('OTP_INVALID');
  });

  it('when a newer code was sent, then only the newest one works', async () => {
    const ctx = await start();
    const { phone } = await phoneAccount(ctx);
    await sendCode(ctx, phone, 'sign-in');
    const first = await codeSentTo(ctx, phone);
    await sendCode(ctx, phone, 'sign-in');
    const second = await codeSentTo(ctx, phone);
    if (first !== second) expect((await signIn(ctx, phone, first)).json().error.code).toBe('OTP_INVALID');
    expect((await signIn(ctx, phone, second)).statusCode).toBe(200);
  });
});

describe('one-time code rules', () => {
  it('when OTP_TTL has passed, then the right code answers OTP_EXPIRED', async () => {
    const ctx = await start({ OTP_TTL: '1s' });
    const { phone } = await phoneAccount(ctx);
    const sent = await sendCode(ctx, phone, 'sign-in');
    expect(sent.json().expiresInSeconds).toBe(1);
    const code = await codeSentTo(ctx, phone);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const res = await signIn(ctx, phone, code);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('OTP_EXPIRED');
  });

  it('when 5 wrong codes were tried, then the code is dead, even the right one', async () => {
    const ctx = await start();
    const { phone } = await phoneAccount(ctx);
    await sendCode(ctx, phone, 'sign-in');
    const code = await codeSentTo(ctx, phone);
    for (let i = 1; i <= 4; i++) {
      const res = await signIn(ctx, phone, wrong(code));
      expect(res.json().error).toMatchObject({ code: 'OTP_INVALID', details: { triesLeft: 5 - i } });
    }
    expect((await signIn(ctx, phone, wrong(code))).json().error.code).toBe('OTP_TOO_MANY_TRIES');
    const right = await signIn(ctx, phone, code);
    expect(right.statusCode).toBe(400);
    expect(right.json().error.code).toBe('OTP_TOO_MANY_TRIES');
  });

  it('when 20 wrong codes arrive at once, then no more than 5 are counted and the right code is dead after', async () => {
    const ctx = await start();
    const { phone } = await phoneAccount(ctx);
    await sendCode(ctx, phone, 'sign-in');
    const code = await codeSentTo(ctx, phone);
    const answers = await Promise.all(Array.from({ length: 20 }, () => signIn(ctx, phone, wrong(code))));
    const codes = answers.map((a) => a.json().error.code);
    expect(codes.filter((c) => c === 'OTP_INVALID')).toHaveLength(4);
    expect(codes.filter((c) => c === 'OTP_TOO_MANY_TRIES')).toHaveLength(16);
    const row = await ctx.db
      .selectFrom('phone_codes')
      .select('attempts')
      .where('phone', '=', phone)
      .where('purpose', '=', 'sign-in')
      .executeTakeFirstOrThrow();
    expect(row.attempts).toBe(5);
    expect((await signIn(ctx, phone, code)).json().error.code).toBe('OTP_TOO_MANY_TRIES');
  });

  it('when the right code arrives twice at once, then exactly one sign-in succeeds', async () => {
    const ctx = await start();
    const { phone } = await phoneAccount(ctx);
    await sendCode(ctx, phone, 'sign-in');
    const code = await codeSentTo(ctx, phone);
    const answers = await Promise.all(Array.from({ length: 6 }, () => signIn(ctx, phone, code)));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
  });

  it('when a number has had 3 codes in 15 minutes, then a 4th is refused with OTP_SEND_LIMIT, from any address', async () => {
    const ctx = await start();
    const phone = freshNumber();
    for (let i = 0; i < 3; i++) expect((await sendCode(ctx, phone, 'sign-in')).statusCode).toBe(200);
    const fourth = await sendCode(ctx, phone, 'sign-up');
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().error.code).toBe('OTP_SEND_LIMIT');
    expect(
      await ctx.db.selectFrom('sms_outbox').selectAll().where('to_number', '=', phone).execute(),
    ).toHaveLength(3);
    // Once the window has passed, its sends no longer count.
    ctx.clock.advance('16m');
    expect((await sendCode(ctx, phone, 'sign-in')).statusCode).toBe(200);
  });

  it('when 10 sends for one number arrive at once, then exactly 3 codes are sent', async () => {
    const ctx = await start();
    const phone = freshNumber();
    const answers = await Promise.all(Array.from({ length: 10 }, () => sendCode(ctx, phone, 'sign-in')));
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(3);
    expect(answers.filter((a) => a.statusCode === 429)).toHaveLength(7);
    expect(await ctx.db.selectFrom('sms_outbox').selectAll().execute()).toHaveLength(3);
  });

  it('when one address asks for OTP_SENDS_PER_IP codes in an hour, then the next is refused, even at once', async () => {
    const ctx = await start({ OTP_SENDS_PER_IP: '4' });
    const ip = freshAddress();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => sendCode(ctx, freshNumber(), 'sign-in', ip)),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(4);
    const refused = answers.filter((a) => a.statusCode === 429);
    expect(refused).toHaveLength(4);
    expect(refused[0].json().error.code).toBe('OTP_SEND_LIMIT');
    expect((await sendCode(ctx, freshNumber(), 'sign-in', freshAddress())).statusCode).toBe(200);
  });

  it('when a code is stored, then only its HMAC is kept and the outbox forgets the text once delivered', async () => {
    const ctx = await start();
    const phone = freshNumber();
    await sendCode(ctx, phone, 'sign-in');
    const code = await codeSentTo(ctx, phone);
    const row = await ctx.db
      .selectFrom('phone_codes')
      .selectAll()
      .where('phone', '=', phone)
      .executeTakeFirstOrThrow();
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(code);
    const { createHash } = await import('node:crypto');
    expect(row.code_hash).not.toBe(createHash('sha256').update(code).digest('hex'));
    const outbox = await ctx.db
      .selectFrom('sms_outbox')
      .selectAll()
      .where('to_number', '=', phone)
      .executeTakeFirstOrThrow();
    expect(outbox).toMatchObject({ status: 'sent', provider: 'sandbox', text_body: null });
  });

  it('when a number has an account or not, then send-code answers exactly the same', async () => {
    const ctx = await start();
    const { phone: known } = await phoneAccount(ctx);
    const unknown = freshNumber();
    for (const purpose of ['sign-in', 'sign-up']) {
      const a = await sendCode(ctx, known, purpose);
      const b = await sendCode(ctx, unknown, purpose);
      expect(a.statusCode).toBe(b.statusCode);
      expect({ ...a.json(), phone: 'x' }).toEqual({ ...b.json(), phone: 'x' });
      expect(Object.keys(a.headers).sort()).toEqual(Object.keys(b.headers).sort());
    }
  });

  it('when the reader reads in Bangla, then the SMS is written in Bangla', async () => {
    const ctx = await start();
    const phone = freshNumber();
    await sendCode(ctx, phone, 'sign-up', freshAddress(), { 'accept-language': 'bn' });
    await ctx.app.jobs.runDue();
    const sms = await ctx.db
      .selectFrom('sms_sandbox_messages')
      .selectAll()
      .where('to_number', '=', phone)
      .executeTakeFirstOrThrow();
    expect(sms.language).toBe('bn');
    expect(sms.text_body).toMatch(/^বইবাজার কোড: \d{6}। এটি ৫ মিনিট কাজ করবে।/);
  });

  it('when the transaction that wrote a code fails, then no SMS is left', async () => {
    const ctx = await start();
    // The 4th send of a number is refused inside the transaction: neither a code nor an SMS remains.
    const phone = freshNumber();
    for (let i = 0; i < 4; i++) await sendCode(ctx, phone, 'sign-in');
    expect(
      await ctx.db.selectFrom('phone_codes').selectAll().where('phone', '=', phone).execute(),
    ).toHaveLength(3);
    expect(
      await ctx.db.selectFrom('jobs').selectAll().where('kind', '=', 'sms.deliver').execute(),
    ).toHaveLength(3);
  });
});

describe('adding a number to an account', () => {
  it('when a member adds a number and types its code, then the number is theirs and signs them in', async () => {
    const ctx = await start();
    const member = await createUser(ctx);
    const phone = freshNumber();
    const add = await ctx.app.inject({
      method: 'POST',
      url: '/api/me/phone',
      headers: member.auth,
      payload: { phone },
    });
    expect(add.statusCode).toBe(200);
    const code = await codeSentTo(ctx, phone);
    const wrongOne = await ctx.app.inject({
      method: 'POST',
      url: '/api/me/phone/verify',
      headers: member.auth,
      payload: { code: wrong(code) },
    });
    expect(wrongOne.json().error.code).toBe('OTP_INVALID');
    const verify = await ctx.app.inject({
      method: 'POST',
      url: '/api/me/phone/verify',
      headers: member.auth,
      payload: { code },
    });
    expect(verify.statusCode).toBe(200);
    expect(verify.json()).toEqual({ phone, hasEmail: true });

    await sendCode(ctx, phone, 'sign-in');
    const res = await signIn(ctx, phone, await codeSentTo(ctx, phone));
    expect(res.json().user._id).toBe(member.user._id);
  });

  it('when the number is already on another account, then verifying it answers PHONE_TAKEN and changes nothing', async () => {
    const ctx = await start();
    const { phone, user } = await phoneAccount(ctx);
    const member = await createUser(ctx);
    await ctx.app.inject({ method: 'POST', url: '/api/me/phone', headers: member.auth, payload: { phone } });
    const code = await codeSentTo(ctx, phone);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/me/phone/verify',
      headers: member.auth,
      payload: { code },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.code).toBe('PHONE_TAKEN');
    const holder = await ctx.db.selectFrom('users').select('id').where('phone', '=', phone).execute();
    expect(holder).toEqual([{ id: user._id }]);
  });

  it('when someone signed out adds a number, then they are asked to sign in', async () => {
    const ctx = await start();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/me/phone',
      payload: { phone: freshNumber() },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('SMS sandbox page', () => {
  it('when an admin opens it, then the messages are listed newest first; others are refused', async () => {
    const ctx = await start();
    const admin = await createUser(ctx, { role: 'Admin' });
    const buyer = await createUser(ctx);
    const phone = freshNumber();
    await sendCode(ctx, phone, 'sign-in');
    await sendCode(ctx, phone, 'sign-up');
    await ctx.app.jobs.runDue();
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/sms?to=${phone}`,
      headers: admin.auth,
    });
    expect(res.statusCode).toBe(200);
    const rows = res.json();
    expect(rows).toHaveLength(2);
    expect(rows[0].createdAt >= rows[1].createdAt).toBe(true);
    expect(rows[0]).toMatchObject({ to: phone, language: 'en' });
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/admin/sms', headers: buyer.auth })).statusCode,
    ).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/sms' })).statusCode).toBe(401);
  });
});
