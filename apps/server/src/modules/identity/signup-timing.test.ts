// Sign-up says 409 for a registered email (decisions 010, 040, 112), but how long it takes must not
// say more: both answers do the same expensive work, so their times stay within 3x of each other.
// Relative only (the two medians of interleaved tries), never an absolute time.
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe('sign-up timing', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp({ RATE_LIMIT_AUTH: '1000' });
  });
  afterAll(() => ctx.close());

  const signup = async (email: string) => {
    const started = performance.now();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      remoteAddress: `10.12.${randomBytes(1)[0]}.${randomBytes(1)[0]}`,
      payload: {
        name: 'Timing',
        email,
        password: 'a long enough password',
        image: 'https://example.test/t.png',
      },
    });
    return { status: res.statusCode, ms: performance.now() - started };
  };

  it('when the email is taken, then the 409 takes about as long as a new account (within 3x, medians of 9)', async () => {
    const taken = `taken.${randomBytes(4).toString('hex')}@example.test`;
    expect((await signup(taken)).status).toBe(201);
    const fresh: number[] = [];
    const repeat: number[] = [];
    for (let i = 0; i < 9; i += 1) {
      const a = await signup(`new.${randomBytes(6).toString('hex')}@example.test`);
      const b = await signup(taken);
      expect([a.status, b.status]).toEqual([201, 409]);
      fresh.push(a.ms);
      repeat.push(b.ms);
    }
    const [newMedian, takenMedian] = [median(fresh), median(repeat)];
    expect(
      takenMedian * 3,
      `new ${newMedian.toFixed(1)} ms, taken ${takenMedian.toFixed(1)} ms`,
    ).toBeGreaterThanOrEqual(newMedian);
    expect(
      newMedian * 3,
      `new ${newMedian.toFixed(1)} ms, taken ${takenMedian.toFixed(1)} ms`,
    ).toBeGreaterThanOrEqual(takenMedian);
  });
});
