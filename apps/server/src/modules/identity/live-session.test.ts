// A session checked inside another statement (decisions 513, 533) reads the same member, under the same
// conditions, as the session's own statement: liveSessionJson's one value against findSessionUser's row.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, testDialect, type TestContext } from '../../../test/test-app.ts';
import { findSessionUser, liveSessionJson, readLiveSession, revokeSession } from './session-repository.ts';

describe('a session read as one value inside another statement', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestApp();
  });
  afterAll(() => ctx.close());

  const claimsOf = (token: string) => {
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as {
      sid: string;
      sub: string;
    };
    return { sessionId: claims.sid, userId: claims.sub };
  };
  const asOneValue = async (sessionId: string, userId: string) => {
    const row = await ctx.db
      .selectNoFrom(liveSessionJson(ctx.db, testDialect, sessionId, userId).as('live'))
      .executeTakeFirstOrThrow();
    return readLiveSession(row.live);
  };

  it('when the session is live, then the one value reads the same member and expiry as its own statement; when it ends, nothing', async () => {
    const member = await createUser(ctx, {
      role: 'Seller',
      verified: true,
      name: 'নাসরিন "Nasreen" \\ Akter',
    });
    const { sessionId, userId } = claimsOf(member.token);
    const own = await findSessionUser(ctx.db, sessionId, userId);
    expect(own?.user).toMatchObject({
      _id: userId,
      name: 'নাসরিন "Nasreen" \\ Akter',
      role: 'Seller',
      verified: true,
    });
    expect(await asOneValue(sessionId, userId)).toEqual(own);

    const buyer = await createUser(ctx);
    const other = claimsOf(buyer.token);
    expect((await asOneValue(other.sessionId, other.userId))?.user).toEqual(
      (await findSessionUser(ctx.db, other.sessionId, other.userId))?.user,
    );
    // Another member's id with this session, or an ended session: no member.
    expect(await asOneValue(sessionId, other.userId)).toBeUndefined();
    await revokeSession(ctx.db, sessionId);
    expect(await asOneValue(sessionId, userId)).toBeUndefined();
    expect(await findSessionUser(ctx.db, sessionId, userId)).toBeUndefined();
  });
});
