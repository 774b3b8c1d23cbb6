// One-time codes by SMS (docs/decisions/210-phone-sign-in.md): sent at most 3 times per number per 15
// minutes and OTP_SENDS_PER_IP times per address per hour, valid OTP_TTL, dead after 5 tries, kept only as
// an HMAC, checked in constant time, used once.
import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import { normalisePhone, PHONE_CODE_LENGTH } from '@boibazar/shared/phone';
import { toLatinDigits } from '@boibazar/shared/digits';
import type { Db } from '../../db/database.ts';
import { inTransaction } from '../../events/index.ts';
import { AppError } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import type { TextLanguage } from '../../lib/server-text.ts';
import { enqueueSms } from '../sms/index.ts';
import {
  countCodesSince,
  countTry,
  findCode,
  findNewestCode,
  insertPhoneCode,
  lockSendKeys,
  markCodeUsed,
  type CodePurpose,
  type PhoneCodeRow,
} from './phone-repository.ts';
import { phoneCodeText } from './phone-code-text.ts';
import { clock } from '../../lib/clock.ts';

export const MAX_TRIES = 5;
export const SENDS_PER_NUMBER = 3;
const NUMBER_WINDOW_MS = 15 * 60_000;
const ADDRESS_WINDOW_MS = 60 * 60_000;

export interface PhoneCodeSettings {
  /** The HMAC key codes are hashed with. */
  key: Uint8Array;
  ttlMs: number;
  sendsPerIp: number;
  /** False when no SMS provider is configured (production without SMS_PROVIDER). */
  smsAvailable: boolean;
}

export const PHONE_INVALID = 'Please enter a Bangladeshi mobile number such as 01711000000';
const OTP_INVALID = 'The code is not right; check the SMS and try again';
const OTP_EXPIRED = 'The code has expired; ask for a new one';
const OTP_TOO_MANY_TRIES = 'Too many wrong tries; ask for a new code';
const OTP_SEND_LIMIT = 'Too many codes were asked for; please wait a while and try again';
const SMS_UNAVAILABLE = 'Sign-in by phone is not available right now';

export function requirePhone(input: string): string {
  const phone = normalisePhone(input);
  if (!phone) throw new AppError('PHONE_INVALID', PHONE_INVALID);
  return phone;
}

const hashCode = (key: Uint8Array, codeId: string, code: string) =>
  createHmac('sha256', key).update(`${codeId}:${code}`).digest();

/** Sends a new code to `phone` for `purpose`; the answer does not depend on whether an account exists. */
export async function sendPhoneCode(
  db: Db,
  settings: PhoneCodeSettings,
  request: {
    phone: string;
    purpose: CodePurpose;
    userId: string | null;
    ip: string;
    language: (trx: Db) => Promise<TextLanguage>;
  },
): Promise<{ expiresInSeconds: number }> {
  if (!settings.smsAvailable) throw new AppError('SMS_UNAVAILABLE', SMS_UNAVAILABLE);
  const now = clock.nowMs();
  await inTransaction(db, async (trx) => {
    await lockSendKeys(trx, [`phone:${request.phone}`, `ip:${request.ip}`]);
    const byNumber = await countCodesSince(
      trx,
      { phone: request.phone },
      new Date(now - NUMBER_WINDOW_MS).toISOString(),
    );
    const byAddress = await countCodesSince(
      trx,
      { ip: request.ip },
      new Date(now - ADDRESS_WINDOW_MS).toISOString(),
    );
    if (byNumber >= SENDS_PER_NUMBER || byAddress >= settings.sendsPerIp)
      throw new AppError('OTP_SEND_LIMIT', OTP_SEND_LIMIT);
    const code = String(randomInt(0, 10 ** PHONE_CODE_LENGTH)).padStart(PHONE_CODE_LENGTH, '0');
    const id = newId();
    await insertPhoneCode(trx, {
      id,
      phone: request.phone,
      purpose: request.purpose,
      user_id: request.userId,
      code_hash: hashCode(settings.key, id, code).toString('hex'),
      ip: request.ip,
      created_at: new Date(now).toISOString(),
      expires_at: new Date(now + settings.ttlMs).toISOString(),
    });
    const language = await request.language(trx);
    await enqueueSms(trx, {
      to: request.phone,
      text: phoneCodeText(code, settings.ttlMs, language),
      language,
    });
  });
  return { expiresInSeconds: Math.round(settings.ttlMs / 1000) };
}

function refusal(row: PhoneCodeRow, now: string): AppError {
  if (row.used_at) return new AppError('OTP_INVALID', OTP_INVALID);
  if (row.attempts >= MAX_TRIES) return new AppError('OTP_TOO_MANY_TRIES', OTP_TOO_MANY_TRIES);
  if (row.expires_at <= now) return new AppError('OTP_EXPIRED', OTP_EXPIRED);
  return new AppError('OTP_INVALID', OTP_INVALID);
}

/**
 * Checks `code` against the newest code sent for `where` and uses it up when it matches; throws
 * OTP_INVALID, OTP_EXPIRED or OTP_TOO_MANY_TRIES otherwise. Returns the code's row (its number).
 */
export async function useCode(
  db: Db,
  settings: PhoneCodeSettings,
  where: Parameters<typeof findNewestCode>[1],
  typed: string,
): Promise<PhoneCodeRow> {
  const now = clock.nowIso();
  const row = await findNewestCode(db, where);
  if (!row) throw new AppError('OTP_INVALID', OTP_INVALID);
  const code = toLatinDigits(typed).replace(/\s/g, '');
  if (!new RegExp(`^\\d{${PHONE_CODE_LENGTH}}$`).test(code)) throw refusal(row, now);
  const tried = await countTry(db, row.id, MAX_TRIES, now);
  if (!tried) throw refusal((await findCode(db, row.id)) ?? row, now);
  const matches = timingSafeEqual(hashCode(settings.key, row.id, code), Buffer.from(tried.code_hash, 'hex'));
  if (!matches) {
    throw tried.attempts >= MAX_TRIES
      ? new AppError('OTP_TOO_MANY_TRIES', OTP_TOO_MANY_TRIES)
      : new AppError('OTP_INVALID', OTP_INVALID, { triesLeft: MAX_TRIES - tried.attempts });
  }
  if (!(await markCodeUsed(db, row.id, now))) throw new AppError('OTP_INVALID', OTP_INVALID);
  return row;
}
