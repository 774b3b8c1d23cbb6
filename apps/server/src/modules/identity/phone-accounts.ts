// Signing in and up with a phone number, and adding a verified number to an account
// (docs/decisions/210-phone-sign-in.md).
import { hasRealEmail, PHONE_ONLY_EMAIL_DOMAIN } from '@boibazar/shared/phone';
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../events/index.ts';
import { AppError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { requirePhone, useCode, type PhoneCodeSettings } from './phone-codes.ts';
import {
  findLiveUserByPhone,
  findUserPhone,
  releasePhoneOfRemovedAccounts,
  setUserPhone,
} from './phone-repository.ts';
import { insertUser, isUniqueViolation, toUser, type User } from './user-repository.ts';

const NOT_REGISTERED = 'No account uses this number yet; sign up with it';
const TAKEN = 'This number is already on another account';

export async function signInWithPhone(
  db: Db,
  settings: PhoneCodeSettings,
  input: { phone: string; code: string },
): Promise<User> {
  const phone = requirePhone(input.phone);
  await useCode(db, settings, { phone, purpose: 'sign-in' }, input.code);
  const row = await findLiveUserByPhone(db, phone);
  // Only someone who just proved they hold the number learns that it has no account.
  if (!row) throw new AppError('PHONE_NOT_REGISTERED', NOT_REGISTERED);
  return toUser(row);
}

/** A new account with a number alone; when the number already has one, its holder is signed in to it. */
export async function signUpWithPhone(
  db: Db,
  settings: PhoneCodeSettings,
  input: { phone: string; code: string; name?: string; role: 'Buyer' | 'Seller' },
): Promise<{ user: User; created: boolean }> {
  const phone = requirePhone(input.phone);
  await useCode(db, settings, { phone, purpose: 'sign-up' }, input.code);
  const existing = await findLiveUserByPhone(db, phone);
  if (existing) return { user: toUser(existing), created: false };
  try {
    const user = await inTransaction(db, async (trx) => {
      await releasePhoneOfRemovedAccounts(trx, phone);
      const created = await insertUser(trx, {
        name: input.name ?? '',
        email: `${newId()}@${PHONE_ONLY_EMAIL_DOMAIN}`,
        image: '',
        role: input.role,
        passwordHash: null,
        verified: false,
      });
      await setUserPhone(trx, created._id, phone);
      return created;
    });
    return { user, created: true };
  } catch (error) {
    const holder = isUniqueViolation(error) ? await findLiveUserByPhone(db, phone) : undefined;
    if (holder) return { user: toUser(holder), created: false };
    throw error;
  }
}

/** Checks the code sent to the number the member is adding, then makes it theirs. */
export async function verifyMyPhone(
  db: Db,
  settings: PhoneCodeSettings,
  userId: string,
  code: string,
): Promise<{ phone: string }> {
  const { phone } = await useCode(db, settings, { userId, purpose: 'verify' }, code);
  const holder = await findLiveUserByPhone(db, phone);
  if (holder && holder.id !== userId) throw new AppError('PHONE_TAKEN', TAKEN);
  try {
    await inTransaction(db, async (trx) => {
      await releasePhoneOfRemovedAccounts(trx, phone);
      await setUserPhone(trx, userId, phone);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('PHONE_TAKEN', TAKEN);
    throw error;
  }
  return { phone };
}

export async function myPhone(db: Db, userId: string): Promise<{ phone: string | null; hasEmail: boolean }> {
  const row = await findUserPhone(db, userId);
  return { phone: row?.phone ?? null, hasEmail: row ? hasRealEmail(row.email) : false };
}
