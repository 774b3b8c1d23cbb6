// The SMS that carries a code, in its reader's language. The code stays in Latin digits in both, so a
// phone's SMS code auto-fill reads it.
import { toBengaliDigits } from '@boibazar/shared/digits';
import type { TextLanguage } from '../../lib/server-text.ts';

export function phoneCodeText(code: string, ttlMs: number, language: TextLanguage): string {
  const minutes = Math.round(ttlMs / 60_000);
  const seconds = Math.round(ttlMs / 1000);
  if (language === 'bn') {
    const span =
      minutes >= 1
        ? `${toBengaliDigits(String(minutes))} মিনিট`
        : `${toBengaliDigits(String(seconds))} সেকেন্ড`;
    return `বইবাজার কোড: ${code}। এটি ${span} কাজ করবে। কাউকে এই কোড বলবেন না।`;
  }
  const span = minutes >= 1 ? `${minutes} minute${minutes === 1 ? '' : 's'}` : `${seconds} seconds`;
  return `Your BoiBazar code is ${code}. It works for ${span}. Never share it with anyone.`;
}
