// The search bench's list of 200 different searches (issue 28), shared by search-bench.ts and
// search-profile.ts.
import { GENERATED_WORDS } from '../test/index.ts';

// The generated shop's words (test/generate-books.ts), its authors, numbers and places, mixed with typos,
// Bangla and words no book holds: one-word, two-word and three-word queries, with and without filters.
const TYPOS = [
  'rivr',
  'histroy',
  'mathematcs',
  'jouney',
  'chemistri',
  'freedon',
  'biologi',
  'rabindranth',
  'humayn',
  'nazrull',
];
const BANGLA = [
  'নদী',
  'হুমায়ূন',
  'হুমায়ুন আহমেদ',
  'রবীন্দ্রনাথ',
  'চাঁদ',
  'ইতিহাস',
  'কবিতা',
  'নজরুল',
  'জীবনানন্দ',
  'সেলিনা',
];
const AUTHORS = ['humayun', 'rabindranath', 'kazi nazrul', 'jibanananda', 'selina hossain'];
const PLACES = ['Dhaka', 'Sylhet', 'Khulna', 'ঢাকা'];
export type Query = {
  q: string;
  location?: string;
  condition?: string;
  minPrice?: number;
  maxPrice?: number;
  sort?: 'newest' | 'price_asc';
};
export function mixedQueries(): Query[] {
  const all = GENERATED_WORDS;
  const list: Query[] = [];
  const seen = new Set<string>();
  const add = (query: Query) => {
    const key = JSON.stringify(query);
    if (seen.has(key)) return;
    seen.add(key);
    list.push(query);
  };
  for (const w of all) add({ q: w });
  for (const q of [...TYPOS, ...BANGLA, ...AUTHORS]) add({ q });
  for (let i = 0; i < 40; i += 1) add({ q: `${all[i % 20]} ${all[(i * 7 + 3) % 20]}` });
  for (let i = 0; i < 30; i += 1)
    add({ q: `${all[(i * 3) % 20]} ${all[(i * 11 + 5) % 20]} ${AUTHORS[i % 5]!.split(' ')[0]}` });
  for (let i = 0; i < 20; i += 1) add({ q: `${all[i % 20]} ${(i * 4099) % 100000}` });
  for (let i = 0; i < 25; i += 1)
    add({
      q: i % 5 === 4 ? BANGLA[i % 10]! : all[(i * 3) % 20]!,
      location: PLACES[i % 4],
      condition: i % 2 ? 'Good' : undefined,
      ...(i % 3 === 0 ? { minPrice: 100, maxPrice: 500 } : {}),
      sort: i % 4 === 1 ? 'newest' : i % 4 === 2 ? 'price_asc' : undefined,
    });
  for (let i = 0; list.length < 200 && i < 400; i += 1)
    add({ q: `${TYPOS[i % 10]} ${all[Math.floor(i / 10) % 20]}`, location: i % 2 ? 'Dhaka' : undefined });
  return list.slice(0, 200);
}
