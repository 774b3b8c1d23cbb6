// The language of a request's messages; the messages themselves are localised by @boibazar/shared/messages.
export { localise, type TextLanguage } from '@boibazar/shared/messages';
import type { TextLanguage } from '@boibazar/shared/messages';

/** The first language of an Accept-Language header (by its q weights) that we speak; English otherwise. */
export function languageFromHeader(header: string | undefined): TextLanguage {
  if (!header) return 'en';
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...rest] = part.trim().split(';');
      const q = rest.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { base: tag.trim().toLowerCase().split('-')[0], q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const { base } of ranked) if (base === 'bn' || base === 'en') return base;
  return 'en';
}
