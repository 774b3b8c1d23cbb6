// The one date formatter: friendly, never seconds ("Today, 3:45 pm", "Yesterday", "12 Nov 2026").
// English keeps the browser's own style and clock; Bangla is in Bangla month names and Bengali digits,
// on Asia/Dhaka time ("আজ, ১৫:৪৫", "৬ মার্চ, ২০২৬").
import { toBengaliDigits } from '@boibazar/shared/digits';
import { currentLanguage, type Language } from '../i18n/locale.ts';

const DHAKA = 'Asia/Dhaka';
// NOTE: Bangladesh has kept UTC+6 all year since 2009, so a Dhaka calendar day is a fixed shift of UTC.
const DHAKA_OFFSET_MS = 6 * 3_600_000;

const formats = {
  en: {
    day: new Intl.DateTimeFormat(undefined, { day: 'numeric', month: 'short', year: 'numeric' }),
    time: new Intl.DateTimeFormat(undefined, { hour: 'numeric', minute: '2-digit' }),
    dateTime: new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }),
  },
  bn: {
    day: new Intl.DateTimeFormat('bn-BD', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: DHAKA,
    }),
    // NOTE: 24-hour clock: ICU's Bangla 12-hour clock says 'AM'/'PM' in Latin letters.
    time: new Intl.DateTimeFormat('bn-BD', {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: DHAKA,
    }),
    dateTime: new Intl.DateTimeFormat('bn-BD', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: DHAKA,
    }),
  },
} satisfies Record<Language, Record<string, Intl.DateTimeFormat>>;

// The formatter's own few words, per language (kept here so a date reads the same in every language
// the caller asks for, whatever the page's language is).
const words = {
  en: {
    today: (time: string) => `Today, ${time}`,
    yesterday: 'Yesterday',
    yesterdayAt: (time: string) => `Yesterday, ${time}`,
    daysAgo: (days: number) => `${days} days ago`,
  },
  bn: {
    today: (time: string) => `আজ, ${time}`,
    yesterday: 'গতকাল',
    yesterdayAt: (time: string) => `গতকাল, ${time}`,
    daysAgo: (days: number) => `${toBengaliDigits(String(days))} দিন আগে`,
  },
} satisfies Record<Language, unknown>;

const dayNumber = (date: Date, language: Language): number =>
  language === 'bn'
    ? Math.floor((date.getTime() + DHAKA_OFFSET_MS) / 86_400_000)
    : Math.round(new Date(date.getFullYear(), date.getMonth(), date.getDate()).getTime() / 86_400_000);

const daysBetween = (date: Date, now: Date, language: Language) =>
  dayNumber(now, language) - dayNumber(date, language);

export function formatFriendlyDate(
  iso: string,
  now: Date = new Date(),
  language = currentLanguage(),
): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const t = words[language];
  const f = formats[language];
  const days = daysBetween(date, now, language);
  if (days === 0) return t.today(f.time.format(date));
  if (days === 1) return t.yesterday;
  if (days > 1 && days < 7) return t.daysAgo(days);
  return f.day.format(date);
}

/** A moment people may need exactly (a receipt): the date and the time to the minute. */
export const formatDateTime = (iso: string, language = currentLanguage()): string =>
  formats[language].dateTime.format(new Date(iso));

/** When a message was sent, as a chat shows it: the time today, 'Yesterday, 9:05 am', else date and time. */
export function formatMessageTime(iso: string, now: Date = new Date(), language = currentLanguage()): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const f = formats[language];
  const days = daysBetween(date, now, language);
  if (days === 0) return f.time.format(date);
  if (days === 1) return words[language].yesterdayAt(f.time.format(date));
  return f.dateTime.format(date);
}

/**
 * A date formatter that writes English exactly as `english` does and Bangla with Bangla month names and
 * digits on Dhaka time, with a 24-hour clock (ICU's Bangla 12-hour clock writes AM/PM in Latin letters).
 */
export function byLanguage(english: Intl.DateTimeFormat): { format: (date: Date) => string } {
  const options = english.resolvedOptions();
  const bangla = new Intl.DateTimeFormat('bn-BD', {
    dateStyle: options.dateStyle,
    timeStyle: options.timeStyle,
    ...(options.dateStyle || options.timeStyle
      ? {}
      : ({ month: options.month, year: options.year } as Intl.DateTimeFormatOptions)),
    ...(options.timeStyle ? { hourCycle: 'h23' as const } : {}),
    timeZone: DHAKA,
  });
  return { format: (date) => (currentLanguage() === 'bn' ? bangla.format(date) : english.format(date)) };
}
