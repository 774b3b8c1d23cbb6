import type { Db } from '../../db/database.ts';
import { AppError } from '../../lib/errors.ts';
import type { GoogleIdentity } from './google-oidc.ts';
import {
  findUserByEmail,
  findUserByGoogleSub,
  insertUser,
  isUniqueViolation,
  toUser,
  updateUser,
  type User,
} from './user-repository.ts';
import { clock } from '../../lib/clock.ts';

const removed = () => new AppError('ACCOUNT_REMOVED', 'This account has been removed');

/**
 * The account for a verified Google identity: the one already linked to it, else the one with its
 * (Google-verified) email, which gets linked, else a new Buyer (spec §5).
 */
export async function signInWithGoogle(db: Db, identity: GoogleIdentity): Promise<User> {
  const linked = await findUserByGoogleSub(db, identity.sub);
  if (linked) {
    if (linked.deleted_at) throw removed();
    return toUser(linked);
  }
  const byEmail = await findUserByEmail(db, identity.email);
  if (byEmail) {
    if (byEmail.deleted_at) throw removed();
    if (byEmail.google_sub && byEmail.google_sub !== identity.sub) {
      throw new AppError('GOOGLE_ACCOUNT_TAKEN', 'This email is already linked to another Google account');
    }
    await updateUser(db, byEmail.id, {
      google_sub: identity.sub,
      // Google vouches for the address (decision 205).
      ...(byEmail.email_verified_at ? {} : { email_verified_at: clock.nowIso() }),
      ...(byEmail.image ? {} : { image: identity.picture }),
    });
    return toUser({ ...byEmail, image: byEmail.image || identity.picture });
  }
  try {
    return await insertUser(db, {
      name: identity.name,
      email: identity.email,
      image: identity.picture,
      role: 'Buyer',
      passwordHash: null,
      googleSub: identity.sub,
      emailVerified: true,
    });
  } catch (error) {
    // The same person finishing two sign-ins at once: the second finds the first's account.
    if (isUniqueViolation(error)) {
      const again = await findUserByGoogleSub(db, identity.sub);
      if (again && !again.deleted_at) return toUser(again);
    }
    throw error;
  }
}
