// The email a member gets when a payout method is added to or removed from their account, in their
// language: if it was not them, they hear of it before money can go there (the cool-down).
import { toBengaliDigits } from '@boibazar/shared/digits';
import { hasRealEmail } from '@boibazar/shared/phone';
import type { Db } from '../../db/database.ts';
import { findLiveUserById } from '../identity/index.ts';
import { enqueueEmail } from '../mail/index.ts';
import type { MethodRow } from './payout-repository.ts';

const TEXTS = {
  added: {
    en: {
      subject: 'A payout method was added to your BoiBazar account',
      text: 'A payout method was added to your BoiBazar account: {method}.\n\nBoiBazar can pay your earnings to it from {from} (UTC).\n\nIf this was not you, sign in, remove it and change your password now.\n\n— BoiBazar',
    },
    bn: {
      subject: 'আপনার বইবাজার অ্যাকাউন্টে একটি পেআউট পদ্ধতি যোগ হয়েছে',
      text: 'আপনার বইবাজার অ্যাকাউন্টে একটি পেআউট পদ্ধতি যোগ হয়েছে: {method}।\n\n{from} (UTC) থেকে বইবাজার আপনার আয় এখানে পাঠাতে পারবে।\n\nএটি আপনি না হলে এখনই লগইন করে এটি সরিয়ে দিন এবং পাসওয়ার্ড বদলান।\n\n— বইবাজার',
    },
  },
  removed: {
    en: {
      subject: 'A payout method was removed from your BoiBazar account',
      text: 'A payout method was removed from your BoiBazar account: {method}.\n\nIf this was not you, sign in and change your password now.\n\n— BoiBazar',
    },
    bn: {
      subject: 'আপনার বইবাজার অ্যাকাউন্ট থেকে একটি পেআউট পদ্ধতি সরানো হয়েছে',
      text: 'আপনার বইবাজার অ্যাকাউন্ট থেকে একটি পেআউট পদ্ধতি সরানো হয়েছে: {method}।\n\nএটি আপনি না হলে এখনই লগইন করে পাসওয়ার্ড বদলান।\n\n— বইবাজার',
    },
  },
} as const;

/** 'bKash 017••••0000' or 'Sonali Bank ••••6789': enough to recognise, not enough to misuse. */
function describeMethod(method: MethodRow, language: 'en' | 'bn'): string {
  const digits = (text: string) => (language === 'bn' ? toBengaliDigits(text) : text);
  const number = method.account_number;
  if (method.kind === 'bkash')
    return `${language === 'bn' ? 'বিকাশ' : 'bKash'} ${digits(`${number.slice(0, 3)}••••${number.slice(-4)}`)}`;
  return `${method.bank_name ?? ''} ${digits(`••••${number.slice(-4)}`)}`;
}

export async function queuePayoutMethodEmail(
  trx: Db,
  userId: string,
  kind: keyof typeof TEXTS,
  method: MethodRow,
): Promise<void> {
  const user = await findLiveUserById(trx, userId);
  if (!user || !hasRealEmail(user.email)) return;
  const language = user.language === 'bn' ? 'bn' : 'en';
  const text = TEXTS[kind][language];
  const from = method.usable_from.slice(0, 16).replace('T', ' ');
  const body = text.text
    .replace('{method}', describeMethod(method, language))
    .replace('{from}', language === 'bn' ? toBengaliDigits(from) : from);
  await enqueueEmail(trx, {
    to: user.email,
    subject: text.subject,
    text: body,
    language,
    key: `payout-method-${kind}:${method.id}`,
  });
}
