// The emails of account recovery and verification, in the reader's language (decision 205).
import { toBengaliDigits } from '@boibazar/shared/digits';
import type { Db } from '../../db/database.ts';
import type { TextLanguage } from '../../lib/server-text.ts';
import { enqueueEmail } from '../mail/index.ts';

/** "30 minutes", "72 hours": whole hours when the duration is some, else minutes. */
export function describeDuration(ms: number, language: TextLanguage): string {
  const hours = ms / 3_600_000;
  const [count, en, bn] = Number.isInteger(hours)
    ? [hours, hours === 1 ? 'hour' : 'hours', 'ঘণ্টা']
    : [Math.max(1, Math.round(ms / 60_000)), Math.round(ms / 60_000) === 1 ? 'minute' : 'minutes', 'মিনিট'];
  return language === 'bn' ? `${toBengaliDigits(String(count))} ${bn}` : `${count} ${en}`;
}

const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');

const TEXTS = {
  reset: {
    en: {
      subject: 'Reset your BoiBazar password',
      text: 'Someone (we hope you) asked to reset the password of your BoiBazar account.\n\nChoose a new password here; the link works once, for {duration}:\n{link}\n\nIf you did not ask, ignore this email: your password stays as it is.\n\n— BoiBazar',
    },
    bn: {
      subject: 'আপনার বইবাজার পাসওয়ার্ড নতুন করে দিন',
      text: 'কেউ (আশা করি আপনিই) আপনার বইবাজার অ্যাকাউন্টের পাসওয়ার্ড নতুন করে দেওয়ার অনুরোধ করেছেন।\n\nএখানে নতুন পাসওয়ার্ড দিন; লিংকটি একবারই কাজ করবে, {duration} পর্যন্ত:\n{link}\n\nআপনি অনুরোধ না করে থাকলে এই ইমেইলটি উপেক্ষা করুন: আপনার পাসওয়ার্ড যেমন আছে তেমনই থাকবে।\n\n— বইবাজার',
    },
  },
  verify: {
    en: {
      subject: 'Confirm your email for BoiBazar',
      text: 'Welcome to BoiBazar, {name}!\n\nPlease confirm that this is your email address by opening this link (it works for {duration}):\n{link}\n\nIf you did not make a BoiBazar account, ignore this email.\n\n— BoiBazar',
    },
    bn: {
      subject: 'বইবাজারের জন্য আপনার ইমেইল নিশ্চিত করুন',
      text: 'বইবাজারে স্বাগতম, {name}!\n\nএটি যে আপনার ইমেইল ঠিকানা, তা নিশ্চিত করতে এই লিংকটি খুলুন (এটি {duration} কাজ করবে):\n{link}\n\nআপনি বইবাজারে অ্যাকাউন্ট না খুলে থাকলে এই ইমেইলটি উপেক্ষা করুন।\n\n— বইবাজার',
    },
  },
  changeToNew: {
    en: {
      subject: 'Confirm your new email for BoiBazar',
      text: 'You asked to use this address for your BoiBazar account. Open this link to confirm it (it works for {duration}); until then your account keeps its current email:\n{link}\n\nIf you did not ask, ignore this email.\n\n— BoiBazar',
    },
    bn: {
      subject: 'বইবাজারের জন্য আপনার নতুন ইমেইল নিশ্চিত করুন',
      text: 'আপনি আপনার বইবাজার অ্যাকাউন্টে এই ঠিকানা ব্যবহার করতে চেয়েছেন। নিশ্চিত করতে এই লিংকটি খুলুন (এটি {duration} কাজ করবে); ততক্ষণ আপনার অ্যাকাউন্টে বর্তমান ইমেইলই থাকবে:\n{link}\n\nআপনি এটি না চেয়ে থাকলে এই ইমেইলটি উপেক্ষা করুন।\n\n— বইবাজার',
    },
  },
  changeToOld: {
    en: {
      subject: 'Your BoiBazar email may change',
      text: 'Someone signed in to your BoiBazar account asked to change its email to {newEmail}. It changes only when the link sent to that address is opened; until then this address stays in use.\n\nIf this was not you, sign in and change your password now.\n\n— BoiBazar',
    },
    bn: {
      subject: 'আপনার বইবাজার ইমেইল বদলানোর অনুরোধ এসেছে',
      text: 'আপনার বইবাজার অ্যাকাউন্টে লগইন করা কেউ এর ইমেইল বদলে {newEmail} করতে চেয়েছেন। ওই ঠিকানায় পাঠানো লিংকটি খোলা হলেই কেবল ইমেইল বদলাবে; ততক্ষণ এই ঠিকানাই ব্যবহার হবে।\n\nএটি আপনি না হলে এখনই লগইন করে পাসওয়ার্ড বদলান।\n\n— বইবাজার',
    },
  },
} as const;

export type AccountEmailKind = keyof typeof TEXTS;

/** Writes one of these emails to the outbox in the caller's transaction. */
export async function queueAccountEmail(
  db: Db,
  kind: AccountEmailKind,
  to: string,
  language: TextLanguage,
  values: { link?: string; duration?: number; name?: string; newEmail?: string },
): Promise<void> {
  const text = TEXTS[kind][language];
  const filled = {
    link: values.link ?? '',
    name: values.name ?? '',
    newEmail: values.newEmail ?? '',
    duration: values.duration === undefined ? '' : describeDuration(values.duration, language),
  };
  await enqueueEmail(db, { to, subject: text.subject, text: fill(text.text, filled), language });
}
