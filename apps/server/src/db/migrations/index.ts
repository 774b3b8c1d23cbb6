// The one migration set for both dialects. Add a file, then list it here (names sort in run order).
import type { Migration } from 'kysely';
import * as m001 from './001-initial.ts';
import * as m010 from './010-oidc-logins.ts';
import * as m020 from './020-catalogue-search.ts';
import * as m030 from './030-payments.ts';
import * as m040 from './040-admin-overview.ts';
import * as m050 from './050-jobs-and-outbox.ts';
import * as m110 from './110-unicode-nfc.ts';
import * as m120 from './120-order-lifecycle.ts';
import * as m121 from './121-reviews.ts';
import * as m130 from './130-conversations.ts';
import * as m131 from './131-notifications.ts';
import * as m140 from './140-exchanges.ts';
import * as m150 from './150-bkash-and-cash-on-delivery.ts';
import * as m160 from './160-book-views.ts';
import * as m170 from './170-user-language.ts';
import * as m180 from './180-category-advertised-index.ts';
import * as m190 from './190-email-language.ts';
import * as m191 from './191-category-bangla-name.ts';
import * as m210 from './210-account-tokens.ts';
import * as m220 from './220-phone-sign-in.ts';
import * as m240 from './240-search-matching.ts';
import * as m250 from './250-ledger.ts';
import * as m290 from './290-metrics-indexes.ts';
import * as m291 from './291-audit-log.ts';
import * as m292 from './292-system-heartbeats.ts';
import * as m260 from './260-offers.ts';
import * as m300 from './300-payouts.ts';
import * as m320 from './320-book-details-and-works.ts';
import * as m330 from './330-notifications-as-data.ts';
import * as m340 from './340-saved-searches.ts';
import * as m360 from './360-reconciliation-runs.ts';
import * as m361 from './361-default-payout-method.ts';
import * as m380 from './380-book-photos.ts';
import * as m390 from './390-saved-search-emails.ts';
import * as m395 from './395-suggestion-words.ts';
import * as m350 from './350-offer-cards.ts';
import * as m415 from './415-dispute-photos.ts';
import * as m420 from './420-exchange-topup-method.ts';
import * as m430 from './430-courier-settlements.ts';
import * as m431 from './431-order-lost-stage.ts';
import * as m445 from './445-ledger-entries-balance-index.ts';
import * as m310 from './310-delivery-addresses.ts';
import * as m311 from './311-courier-parcels.ts';
import * as m312 from './312-order-delivery.ts';
import * as m452 from './452-book-imports.ts';
import * as m453 from './453-saved-search-matches-by-book.ts';
import * as m454 from './454-wishlist-by-book.ts';
import * as m455 from './455-dispute-photos-of-any-deal.ts';
import * as m475 from './475-courier-stores.ts';
import * as m489 from './489-books-text-meets.ts';
import * as m492 from './492-search-lexemes.ts';
import * as m500 from './500-books-unsold-condition-place.ts';
import * as m505 from './505-books-unsold-condition-place-on-postgresql.ts';
import * as m527 from './527-books-fts-terms.ts';
import * as m528 from './528-books-fts-filters.ts';
import * as m529 from './529-books-place-statistics-and-advertised-text.ts';
import * as m530 from './530-search-field-words.ts';
import * as m531 from './531-books-unsold-search-index.ts';
import * as m532 from './532-books-unsold-fields-meet.ts';
import * as m533 from './533-books-words-and-place.ts';

export const migrations: Record<string, Migration> = {
  '001-initial': m001,
  '010-oidc-logins': m010,
  '020-catalogue-search': m020,
  '030-payments': m030,
  '040-admin-overview': m040,
  '050-jobs-and-outbox': m050,
  '110-unicode-nfc': m110,
  '120-order-lifecycle': m120,
  '121-reviews': m121,
  '130-conversations': m130,
  '131-notifications': m131,
  '140-exchanges': m140,
  '150-bkash-and-cash-on-delivery': m150,
  '160-book-views': m160,
  '170-user-language': m170,
  '180-category-advertised-index': m180,
  '190-email-language': m190,
  '191-category-bangla-name': m191,
  '210-account-tokens': m210,
  '220-phone-sign-in': m220,
  '240-search-matching': m240,
  '250-ledger': m250,
  '290-metrics-indexes': m290,
  '291-audit-log': m291,
  '292-system-heartbeats': m292,
  '260-offers': m260,
  '300-payouts': m300,
  '320-book-details-and-works': m320,
  '330-notifications-as-data': m330,
  '340-saved-searches': m340,
  '310-delivery-addresses': m310,
  '311-courier-parcels': m311,
  '312-order-delivery': m312,
  '360-reconciliation-runs': m360,
  '361-default-payout-method': m361,
  '380-book-photos': m380,
  '390-saved-search-emails': m390,
  '452-book-imports': m452,
  '453-saved-search-matches-by-book': m453,
  '454-wishlist-by-book': m454,
  '455-dispute-photos-of-any-deal': m455,
  '350-offer-cards': m350,
  '415-dispute-photos': m415,
  '420-exchange-topup-method': m420,
  '430-courier-settlements': m430,
  '431-order-lost-stage': m431,
  '395-suggestion-words': m395,
  '445-ledger-entries-balance-index': m445,
  '475-courier-stores': m475,
  '489-books-text-meets': m489,
  '492-search-lexemes': m492,
  '500-books-unsold-condition-place': m500,
  '505-books-unsold-condition-place-on-postgresql': m505,
  '527-books-fts-terms': m527,
  '528-books-fts-filters': m528,
  '529-books-place-statistics-and-advertised-text': m529,
  '530-search-field-words': m530,
  '531-books-unsold-search-index': m531,
  '532-books-unsold-fields-meet': m532,
  '533-books-words-and-place': m533,
};
