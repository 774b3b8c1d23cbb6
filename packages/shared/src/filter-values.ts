// The browse filters' values are keys (the stored English words); a reader may type or share them in
// Bangla or in another common spelling. These map what was typed to the key, once, for the server's
// filter schema and the saved searches alike (decision 340).
import { CONDITION_NAMES_BN } from './conditions.ts';
import { BANGLADESH_DISTRICTS, DISTRICT_NAMES_BN, type District } from './districts.ts';
import { foldText } from './search-text.ts';

/** Spellings in use before 2018, and short Bangla spellings, for the same districts. */
const DISTRICT_ALIASES: Record<string, District> = {
  chittagong: 'Chattogram',
  comilla: 'Cumilla',
  barisal: 'Barishal',
  jessore: 'Jashore',
  bogra: 'Bogura',
  dacca: 'Dhaka',
  'coxs bazar': "Cox's Bazar",
  'cox bazar': "Cox's Bazar",
};

const CONDITION_ALIASES: Record<string, string> = {
  ভাল: 'Good',
  'like-new': 'Like New',
  likenew: 'Like New',
};

const fold = (text: string) => foldText(text).replace(/[’'`]/g, '').replace(/\s+/g, ' ').trim();

const DISTRICT_BY_NAME = new Map<string, District>();
for (const district of BANGLADESH_DISTRICTS) {
  DISTRICT_BY_NAME.set(fold(district), district);
  DISTRICT_BY_NAME.set(fold(DISTRICT_NAMES_BN[district]), district);
}
for (const [alias, district] of Object.entries(DISTRICT_ALIASES)) DISTRICT_BY_NAME.set(fold(alias), district);

const CONDITION_BY_NAME = new Map<string, string>();
// The table's keys are the catalogue's conditions (BOOK_CONDITIONS).
for (const [condition, bangla] of Object.entries(CONDITION_NAMES_BN)) {
  CONDITION_BY_NAME.set(fold(condition), condition);
  CONDITION_BY_NAME.set(fold(bangla), condition);
}
for (const [alias, condition] of Object.entries(CONDITION_ALIASES))
  CONDITION_BY_NAME.set(fold(alias), condition);

/** A district typed in either script or an old spelling ('ঢাকা', 'dhaka', 'Chittagong') as its key; other text as typed. */
export const districtKeyOf = (text: string): string => DISTRICT_BY_NAME.get(fold(text)) ?? text;

/** A condition typed in either language ('ভালো', 'good') as its key ('Good'); other text as typed. */
export const conditionKeyOf = (text: string): string => CONDITION_BY_NAME.get(fold(text)) ?? text;
