// What the search index holds and what a query asks for, the same on SQLite and PostgreSQL
// (docs/decisions/220-matching-and-ranking.md; the server's catalogue and its migrations use it): text folded so spelling variants meet, every word also as a
// loose Latin key (Bangla through a transliteration library plus a small table), so either script finds both.
import Sanscript from '@indic-transliteration/sanscript';
import { toLatinDigits } from './digits.ts';

/** Zero-width joiners and spaces: invisible, typed by some keyboards and never part of a word. */
const INVISIBLE = /[\u200B-\u200D\u2060\uFEFF\u00AD]/g;
const LATIN_DIACRITICS = /[\u0300-\u036F]/g;

/** Bangla spellings people use interchangeably, folded to one form (index and query alike). */
const BANGLA_VARIANTS: Array<[RegExp, string]> = [
  [/\u09C0/g, '\u09BF'], // ী → ি
  [/\u09C2/g, '\u09C1'], // ূ → ু
  [/\u0988/g, '\u0987'], // ঈ → ই
  [/\u098A/g, '\u0989'], // ঊ → উ
  [/\u09A3/g, '\u09A8'], // ণ → ন
  [/\u09B7/g, '\u09B6'], // ষ → শ
  [/\u0981/g, ''], // ঁ (chandrabindu), often left out
  [/\u09CE/g, '\u09A4\u09CD'], // ৎ → ত্
  [/\u09DF/g, '\u09AF\u09BC'], // য় typed as one code point → য + ়
  [/\u09DC/g, '\u09A1\u09BC'], // ড়
  [/\u09DD/g, '\u09A2\u09BC'], // ঢ়
];

/** One text in the form both the index and the query compare: NFC, lower case, variants folded. */
export function foldText(text: string): string {
  let folded = text.normalize('NFC').replace(INVISIBLE, '').toLowerCase();
  folded = folded.normalize('NFD').replace(LATIN_DIACRITICS, '').normalize('NFC');
  for (const [from, to] of BANGLA_VARIANTS) folded = folded.replace(from, to);
  // Bengali digits as Latin ones, so ১২ finds 12.
  return toLatinDigits(folded);
}

/** The words of a text before folding (letters, marks and digits), zero-width characters removed. */
const rawWords = (text: string) =>
  text
    .normalize('NFC')
    .replace(INVISIBLE, '')
    .match(/[\p{L}\p{M}\p{N}]+/gu) ?? [];

const BENGALI = /[\u0980-\u09FF]/;

/** Whether a text holds Bangla letters. */
export const isBangla = (text: string) => BENGALI.test(text);

/**
 * Common romanisations the transliteration misses: surnames anglicised long ago, and words whose usual
 * English spelling follows the sound, not the letters. Keys are folded Bangla words.
 */
export const ROMANISATION_TABLE: Record<string, string[]> = {
  ঠাকুর: ['tagore', 'thakur'],
  চট্টোপাধ্যায়: ['chatterjee', 'chattopadhyay'],
  বন্দ্যোপাধ্যায়: ['banerjee', 'bandyopadhyay'],
  মুখোপাধ্যায়: ['mukherjee', 'mukhopadhyay'],
  গঙ্গোপাধ্যায়: ['ganguly', 'gangopadhyay'],
  গাঙ্গুলি: ['ganguly'],
  ভট্টাচার্য: ['bhattacharya'],
  চক্রবর্তি: ['chakraborty'],
  সৈয়দ: ['syed', 'sayed'],
  মোহাম্মদ: ['mohammad', 'muhammad'],
  মুহম্মদ: ['muhammad', 'mohammad'],
  মুহাম্মদ: ['muhammad'],
  আহমদ: ['ahmed'],
  হক: ['haq', 'huq'],
  চৌধুরি: ['chowdhury', 'chaudhuri'],
  শামসুর: ['shamsur'],
  শহিদুল্লাহ: ['shahidullah'],
  কাজি: ['kazi', 'qazi'],
  জাফর: ['zafar', 'jafar'],
  ইকবাল: ['iqbal'],
  নজরুল: ['nazrul'],
  মীর: ['mir'],
  মির: ['mir'],
  ফেলুদা: ['feluda'],
  ব্যোমকেশ: ['byomkesh'],
  শার্লক: ['sherlock'],
  হোমস: ['holmes'],
  একাত্তর: ['ekattor', 'ekattur'],
  দেবদাস: ['devdas', 'debdas'],
  জসীমউদ্দীন: ['jasimuddin'],
  জসিমউদ্দিন: ['jasimuddin'],
  বাংলা: ['bangla', 'bengali'],
  উপন্যাস: ['upanyas', 'uponnash'],
  সমগ্র: ['samagra', 'shomogro'],
};

// Bangla spellings the Sanskrit-oriented library reads differently from Bangla speech, mended before it runs.
const YYA = '\uE000';
const BEFORE_TRANSLITERATION: Array<[RegExp, string]> = [
  [/\u09CE/g, '\u09A4\u09CD'], // ৎ is a t
  [/\u09A1\u09BC|\u09A2\u09BC/g, 'র'], // ড়, ঢ় are spoken r
  [/\u09AF\u09BC/g, YYA], // য় is a y (kept aside while য is read)
  [/র্য/g, 'র্জ'], // র্য is spoken rj (surjo, karjo)
  [/(^|[^\u09CD])য/g, '$1জ'], // য heading a syllable is spoken j (jogajog, je)
  [/\uE000/g, 'য'],
  [/জ্ঞ/g, 'গ্য'], // jñ is spoken gy (gyan)
  [/\u0983/g, ''], // visarga
  [/\u0982/g, 'ঙ্'], // anusvara, spoken ng
  [/\u098B/g, 'রি'], // ঋ
  [/\u09C3/g, '্রি'], // ৃ
  [/\u09BC/g, ''], // any other nukta
];

// Other readings that are as common in English spellings; each gives one more romanisation of the word.
const ALTERNATIVE_READINGS: Array<[RegExp, string]> = [
  [/\u09CD[যব]/g, ''], // ya- and ba-phala spoken as a doubled consonant: shotto, biddya, shopno
  [/ক্ষ/g, 'ক্খ'], // kṣ spoken kkh: lokkhi, opekkha
  [/\u0981/g, ''], // chandrabindu left out: pachali
];

const transliterate = (word: string) =>
  Sanscript.t(word, 'bengali', 'iast')
    .replace(/~/g, 'n')
    .replace(/[^\p{L}]/gu, '')
    // ওয়া is a w: kabuliwala, anwar.
    .replace(/oy(?=[aā])/g, 'w');

/** The Latin spellings of one Bangla word (empty for a word in another script). */
export function romanise(word: string): string[] {
  if (!BENGALI.test(word)) return [];
  const spellings = new Set<string>(ROMANISATION_TABLE[foldText(word)] ?? []);
  let prepared = word.normalize('NFC');
  for (const [from, to] of BEFORE_TRANSLITERATION) prepared = prepared.replace(from, to);
  spellings.add(transliterate(prepared));
  let everyAlternative = prepared;
  for (const [from, to] of ALTERNATIVE_READINGS) {
    if (!from.test(prepared)) continue;
    spellings.add(transliterate(prepared.replace(from, to)));
    everyAlternative = everyAlternative.replace(from, to);
  }
  spellings.add(transliterate(everyAlternative));
  return [...spellings];
}

// Letter groups English spellings of Bangla use for one sound, in order (on plain lower-case ASCII).
const KEY_RULES: Array<[RegExp, string]> = [
  [/^(.{2,}[^aeiou])e$/, '$1'], // a silent final e: kishore, raate
  [/x/g, 'ks'],
  [/q/g, 'k'],
  [/z/g, 'j'],
  [/ph|f/g, 'f'],
  [/[ao]w(?![aeiou])/g, 'o'], // chowdhury, shawkat
  [/([bcdgjkprt])h+/g, '$1'], // aspiration: bh, ch, chh, dh, gh, jh, kh, rh, th
  [/sh/g, 's'],
  [/w|v/g, 'b'],
  [/y/g, 'i'],
  [/e/g, 'i'], // e and i: hossain and hosen, elias and ilias
  [/[aou]/g, ''], // the vowels spellings disagree on most (ô written a or o; u or o)
  [/ng/g, 'n'],
  [/(.)\1+/g, '$1'],
];

/** A loose spelling-independent key of a Latin word: humayun, humayon and humaiun all give 'hmin'. */
export function phoneticKey(latin: string): string {
  let key = latin
    .normalize('NFD')
    .replace(LATIN_DIACRITICS, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
  if (key === '' || /\d/.test(key)) return '';
  for (const [from, to] of KEY_RULES) key = key.replace(from, to);
  // A word of vowels only (o, ও: 'and') keeps one vowel.
  return key === '' ? 'a' : key;
}

/** The keys one word is indexed and searched under: its own if Latin, its romanisations' if Bangla. */
export function wordKeys(word: string): string[] {
  const latin = BENGALI.test(word) ? romanise(word) : [word];
  return [...new Set(latin.map(phoneticKey).filter((key) => key !== ''))];
}

/** Marks the tokens that are keys (no typed word holds it), so a key never meets a word by accident. */
export const KEY_MARK = '_';

/**
 * The indexed form of one field: its folded words, and after them each word's keys marked with KEY_MARK.
 * Title and author also hold the keys of adjacent words run together, so 'sharatchandra' meets
 * 'Sarat Chandra'. Tokens are separated by single spaces and hold only letters, marks and digits, so both
 * databases cut them the same way.
 */
export function searchDocument(text: string | null | undefined, joinPairs = false, latinKeys = true): string {
  if (!text) return '';
  const words = rawWords(text);
  const tokens = new Set<string>();
  for (const word of words) tokens.add(foldText(word));
  // A description's English words get no keys: loose keys of running English text meet too much.
  const keys = words.map((word) => (latinKeys || isBangla(word) ? wordKeys(word) : []));
  for (const wordKeyList of keys) for (const key of wordKeyList) tokens.add(KEY_MARK + key);
  if (joinPairs)
    for (let i = 0; i + 1 < keys.length; i += 1)
      for (const a of keys[i]!) for (const b of keys[i + 1]!) tokens.add(KEY_MARK + phoneticKey(a + b));
  tokens.delete('');
  tokens.delete(KEY_MARK);
  return [...tokens].join(' ');
}

/** Shorter keys match only whole keys: 'hm' would begin far too many. */
const MIN_PREFIX_KEY = 3;

/** The keys of the words of a title and an author (and of adjacent pairs), three letters or more. */
export function vocabularyKeys(title: string, author: string | null): string[] {
  const keys = new Set<string>();
  for (const text of [title, author])
    for (const token of searchDocument(text, true).split(' '))
      if (token.startsWith(KEY_MARK) && token.length > MIN_PREFIX_KEY) keys.add(token.slice(KEY_MARK.length));
  return [...keys];
}

/** An indexed token a query word matches: the whole token, or any token it begins. */
export interface SearchToken {
  text: string;
  prefix: boolean;
}

export interface SearchTerm {
  /** The word as typed (NFC, zero-width characters removed). */
  typed: string;
  tokens: SearchToken[];
}

export const MAX_TERMS = 8;

/** A key as a token of the index. */
export const keyToken = (key: string, prefix: boolean): SearchToken => ({ text: KEY_MARK + key, prefix });

/** The words of a query and what each matches: its folded form and its keys. Every term must match. */
export function searchTermsOf(text: string | undefined): SearchTerm[] {
  return (
    rawWords(text ?? '')
      .map((word) => ({
        typed: word,
        tokens: [
          { text: foldText(word), prefix: true },
          // A short key of a long Latin word ('onerror' → 'nr') would meet far too many words.
          ...wordKeys(word)
            .filter((key) => key.length >= MIN_PREFIX_KEY || isBangla(word) || word.length <= 5)
            // A Latin word's key matches whole keys only: as a prefix, 'onerror' (nir) met 'nearly'.
            .map((key) => keyToken(key, isBangla(word) && key.length >= MIN_PREFIX_KEY)),
        ].filter((token) => token.text !== ''),
      }))
      // A 'word' that folds to nothing (a combining accent alone) asks for nothing.
      .filter((term) => term.tokens.length > 0)
      .slice(0, MAX_TERMS)
  );
}

/** Whether a query finds a text, as the databases decide it (each term begins or is a token of the text). */
export function queryFinds(query: string, text: string): boolean {
  const indexed = searchDocument(text, true).split(' ');
  return searchTermsOf(query).every((term) =>
    term.tokens.some((token) =>
      indexed.some((word) => (token.prefix ? word.startsWith(token.text) : word === token.text)),
    ),
  );
}
