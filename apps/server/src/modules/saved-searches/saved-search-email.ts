// The email of a saved search (decision 390): the listings that matched it and were not emailed yet, in
// the reader's language, through the mail outbox. One a day at most per saved search: the job that sends
// it is keyed by the search and the Dhaka day, so a second match that day finds the job already there
// (instant: it ran at the first match, and the later ones go in the next day's, sent as that day begins;
// daily: it runs at the day's end and names them all).
import type { SavedSearchEmail } from '@boibazar/shared/saved-searches';
import { z } from 'zod';
import type { Db } from '../../db/database.ts';
import { scheduleJob } from '../../jobs/index.ts';
import { nowIso } from '../../lib/ids.ts';
import { findPeople, findUserLanguage } from '../identity/index.ts';
import { enqueueEmail } from '../mail/index.ts';
import {
  findSearchForEmail,
  markMatchesEmailed,
  pendingMatches,
  recordMatch,
} from './saved-search-repository.ts';
import { clock } from '../../lib/clock.ts';

export const SAVED_SEARCH_EMAIL_JOB = 'saved-searches.email';
export const savedSearchEmailPayload = z.object({ savedSearchId: z.string(), day: z.string() });

/** Bangladesh time, UTC+6 all year: days begin and end at Dhaka's midnight. */
const DHAKA_OFFSET = 6 * 3600_000;
export const dhakaDay = (at: Date) => new Date(at.getTime() + DHAKA_OFFSET).toISOString().slice(0, 10);
const endOfDhakaDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86400_000 - DHAKA_OFFSET);

/** In the alert's transaction: keeps the match for the email and makes sure the day's email job exists. */
export async function queueMatchEmail(
  db: Db,
  search: { id: string; email: SavedSearchEmail },
  bookId: string,
  now = clock.now(),
): Promise<void> {
  if (search.email === 'off') return;
  await recordMatch(db, search.id, bookId, now.toISOString());
  const day = dhakaDay(now);
  const today = await scheduleJob(db, {
    kind: SAVED_SEARCH_EMAIL_JOB,
    key: `${search.id}:${day}`,
    payload: { savedSearchId: search.id, day },
    runAt: search.email === 'instant' ? now : endOfDhakaDay(day),
  });
  // Instant, and today's email is already on its way or gone: this match goes in tomorrow's, which is
  // sent as the day begins (or, had a match come first tomorrow, at once).
  if (search.email === 'instant' && !today.created) {
    const tomorrow = dhakaDay(new Date(now.getTime() + 86400_000));
    await scheduleJob(db, {
      kind: SAVED_SEARCH_EMAIL_JOB,
      key: `${search.id}:${tomorrow}`,
      payload: { savedSearchId: search.id, day: tomorrow },
      runAt: endOfDhakaDay(day),
    });
  }
}

const TEXTS = {
  en: {
    subject: (name: string, count: number) =>
      count === 1
        ? `A new book for your saved search ${name}`
        : `${count} new books for your saved search ${name}`,
    intro: (name: string) => `New listings match your saved search "${name}":`,
    price: (taka: number) => `Tk ${taka}`,
    footer:
      '— BoiBazar\nChoose daily, instant or no emails for each saved search under Dashboard → Saved searches.',
  },
  bn: {
    subject: (name: string, count: number) =>
      count === 1
        ? `আপনার সংরক্ষিত খোঁজ ${name}-এ একটি নতুন বই`
        : `আপনার সংরক্ষিত খোঁজ ${name}-এ ${count.toLocaleString('bn-BD')}টি নতুন বই`,
    intro: (name: string) => `নতুন বই আপনার সংরক্ষিত খোঁজ "${name}"-এর সাথে মেলে:`,
    price: (taka: number) => `৳${taka.toLocaleString('bn-BD')}`,
    footer:
      '— বইবাজার\nপ্রতিটি সংরক্ষিত খোঁজের ইমেইল (প্রতিদিন, সঙ্গে সঙ্গে বা বন্ধ) ড্যাশবোর্ড → সংরক্ষিত খোঁজ-এ বেছে নিন।',
  },
} as const;

/** The job: one email naming the search's pending matches, unless it was paused, set off or deleted. */
export async function sendSavedSearchEmail(
  db: Db,
  publicOrigin: () => string,
  payload: unknown,
): Promise<void> {
  const { savedSearchId, day } = savedSearchEmailPayload.parse(payload);
  const search = await findSearchForEmail(db, savedSearchId);
  if (!search || search.paused || search.email === 'off') return;
  const person = (await findPeople(db, [search.userId])).get(search.userId);
  if (!person || person.removed) return;
  const matches = await pendingMatches(db, savedSearchId);
  if (matches.length > 0) {
    const language = (await findUserLanguage(db, search.userId)) ?? 'en';
    const text = TEXTS[language];
    const lines = matches.map(
      (m) =>
        `• ${m.title}${m.author ? ` — ${m.author}` : ''}, ${text.price(m.price)}\n  ${publicOrigin()}/books/${m.bookId}`,
    );
    await enqueueEmail(db, {
      to: person.email,
      subject: text.subject(search.name, matches.length),
      text: `${text.intro(search.name)}\n\n${lines.join('\n')}\n\n${text.footer}`,
      key: `saved-search:${savedSearchId}:${day}`,
      language,
    });
  }
  await markMatchesEmailed(db, savedSearchId, nowIso());
}
