// Kysely table types. Written by hand to match migrations/; booleans are stored as 0/1 and
// timestamps as ISO-8601 UTC text on both dialects (docs/decisions/003-one-query-layer-two-dialects.md).
import type { Generated } from 'kysely';

export type Flag = 0 | 1;
export type Role = 'Buyer' | 'Seller' | 'Admin';

export interface UsersTable {
  id: string;
  name: string;
  email: string;
  password_hash: string | null;
  image: string;
  role: Role;
  verified: Flag;
  google_sub: string | null;
  created_at: string;
  deleted_at: string | null;
  /** The member's rating as a seller: published, visible reviews by their buyers (reviews module). */
  seller_rating_sum: Generated<number>;
  seller_rating_count: Generated<number>;
  /** 'en' or 'bn'; null until the member picks one (issue 17). */
  language: Generated<'en' | 'bn' | null>;
  /** The verified mobile number, 01XXXXXXXXX, or null (decision 210). */
  phone: Generated<string | null>;
  /** Since when the email is known to be the owner's (a link opened, or Google); null: not yet (decision 205). */
  email_verified_at: string | null;
}

export type AccountTokenPurpose = 'password-reset' | 'verify-email' | 'change-email';

/** One emailed link of a password reset or an email verification; only its SHA-256 is kept (decision 205). */
export interface AccountTokensTable {
  id: string;
  token_hash: string;
  user_id: string;
  purpose: AccountTokenPurpose;
  /** The address the link went to (for 'change-email', the new address it verifies). */
  email: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  created_at: string;
  expires_at: string;
  revoked_at: string | null;
}

export interface OidcLoginsTable {
  state: string;
  nonce: string;
  code_verifier: string;
  redirect_uri: string;
  return_to: string;
  expires_at: string;
}

export interface CategoriesTable {
  id: string;
  name: string;
  /** The name in Bangla, set by the admin; null shows the English name. */
  name_bn: string | null;
  created_at: string;
}

export interface BooksTable {
  id: string;
  seller_id: string;
  category_id: string;
  product_name: string;
  author: string | null;
  isbn: string | null;
  image: string;
  location: string;
  condition: string;
  resale: number;
  original: number;
  years_used: number;
  purchase_year: number;
  seller_name: string;
  contact: string;
  description: string;
  is_sold: Flag;
  advertised: Flag;
  created_at: string;
  deleted_at: string | null;
  /** Added by migration 160. */
  views: Generated<number>;
  /** Added by migration 140 (exchanges). */
  open_to_exchange: Generated<Flag>;
  wants: Generated<string>;
  exchange_state: 'reserved' | 'exchanged' | null;
  /** 1 when the seller accepts cash on delivery for this book (migration 150). */
  cod_allowed: Generated<number>;
  /** 1 unless the seller said they do not send this book by courier (decision 310). */
  sends_by_courier: Generated<number>;
  /** The open order an accepted offer holds this book for (migration 260, decision 250). */
  held_for_order: string | null;
  /** What search indexes of title, author and description (search-text.ts, migration 240). */
  search_title: Generated<string>;
  search_author: Generated<string>;
  search_description: Generated<string>;
  /** The ISBN as ISBN-13 when it is a valid one; the key of a work's other listings (migration 320). */
  isbn13: string | null;
  /** Normalised title and author (`workKey`): listings with the same key are one work (migration 320). */
  work_key: string | null;
  /** What an ISBN lookup or the seller filled in (migration 320). */
  publisher: string | null;
  published_year: number | null;
  pages: number | null;
  language: string | null;
}

/** One indexed word of a live book's title or author, kept by the database, for suggestions (migration 395). */
export interface BookWordsTable {
  word: string;
  book_id: string;
}

/** Every phonetic key of a title or author word, for typo correction (migration 240). */
export interface SearchVocabularyTable {
  key: string;
}

export interface ReportsTable {
  id: string;
  book_id: string;
  user_id: string;
  reason: string | null;
  created_at: string;
  dismissed_at: string | null;
}

export interface WishlistTable {
  user_id: string;
  book_id: string;
  created_at: string;
}

export type BookingStatus =
  | 'open'
  | 'paid'
  | 'handed_over'
  | 'completed'
  | 'cancelled'
  | 'declined'
  | 'expired'
  | 'disputed'
  | 'refunded'
  | 'cod'
  | 'cod_handed_over'
  | 'lost';

export interface BookingsTable {
  id: string;
  book_id: string;
  buyer_id: string;
  buyer_name: string;
  email: string;
  book_name: string;
  price: number;
  phone: string;
  location: string;
  photo: string;
  status: BookingStatus;
  created_at: string;
  updated_at: string;
  paid_at: string | null;
  handed_over_at: string | null;
  completed_at: string | null;
  buyer_reviewed_at: string | null;
  seller_reviewed_at: string | null;
  /** BoiBazar's fee in whole Taka, fixed when the order is paid (decision 240); null before. */
  platform_fee: number | null;
  /** How the book reaches the buyer (migration 312, decision 310). */
  delivery_method: Generated<'meetup' | 'home'>;
  /** The courier's fee in whole Taka, fixed at booking; 0 for meet-up. */
  delivery_fee: Generated<number>;
  /** JSON copy of the delivery address at booking (home delivery only). */
  delivery_address: Generated<string | null>;
}

export type OrderActorRole = 'buyer' | 'seller' | 'admin' | 'system';

export interface OrderEventsTable {
  id: string;
  booking_id: string;
  type: string;
  from_status: BookingStatus | null;
  to_status: BookingStatus;
  actor_role: OrderActorRole;
  actor_id: string | null;
  /** JSON: the reason, the handover details or the refunded amount. */
  data: string | null;
  created_at: string;
}

export interface RefundsTable {
  id: string;
  booking_id: string;
  intent_id: string;
  provider: string;
  /** Whole Taka. */
  amount: number;
  status: 'pending' | 'succeeded';
  reason: string;
  attempts: number;
  last_error: string | null;
  created_at: string;
  updated_at: string;
}

export interface PaymentsTable {
  id: string;
  booking_id: string;
  book_id: string;
  user_id: string;
  price: number;
  transaction_id: string;
  provider: string;
  created_at: string;
}

export type PaymentIntentStatus = 'open' | 'succeeded' | 'cancelled' | 'refunded';

export interface PaymentIntentsTable {
  id: string;
  booking_id: string;
  provider: string;
  amount: number;
  status: PaymentIntentStatus;
  created_at: string;
  updated_at: string;
}

/** bKash's grant token, shared by every instance until it expires (docs/decisions/150-bkash.md). */
export interface BkashTokensTable {
  key: string;
  id_token: string;
  refresh_token: string;
  expires_at: string;
  refresh_expires_at: string;
  updated_at: string;
}

/** Refunds bKash confirmed, by our idempotency key, so a retried refund job refunds once. */
export interface BkashRefundsTable {
  idempotency_key: string;
  payment_id: string;
  refund_trx_id: string;
  /** Poisha. */
  amount: number;
  created_at: string;
}

/** A buyer's cash-on-delivery record: refusals since the admin last allowed them (decision 151). */
export interface CodStandingTable {
  user_id: string;
  refusals: number;
  updated_at: string;
}

export interface PaymentEventsTable {
  id: string;
  type: string;
  created_at: string;
}

export type SandboxIntentStatus = 'requires_payment_method' | 'succeeded' | 'canceled';

export interface SandboxIntentsTable {
  id: string;
  client_secret: string;
  amount: number;
  currency: string;
  booking_id: string;
  book_id: string;
  status: SandboxIntentStatus;
  refunded: Flag;
  /** Poisha given back so far (partial refunds add up, never beyond `amount`). */
  refunded_amount: number;
  last_error: string | null;
  created_at: string;
  updated_at: string;
}

export interface ConversationsTable {
  id: string;
  book_id: string;
  asker_id: string;
  seller_id: string;
  created_at: string;
  last_message_at: string;
  last_message_id: string | null;
  message_count: Generated<number>;
  asker_unread: Generated<number>;
  seller_unread: Generated<number>;
}

export interface MessagesTable {
  id: string;
  conversation_id: string;
  seq: number;
  sender_id: string;
  text: string;
  created_at: string;
  /** A card about an offer (decision 350): which offer, what happened, the amount after it. */
  offer_id?: string | null;
  offer_event?: string | null;
  offer_amount?: number | null;
}

export interface UserBlocksTable {
  blocker_id: string;
  blocked_id: string;
  created_at: string;
}

export interface ConversationReportsTable {
  id: string;
  conversation_id: string;
  reporter_id: string;
  reason: string | null;
  created_at: string;
}

export interface ReviewsTable {
  id: string;
  order_id: string | null;
  exchange_id: string | null;
  author_id: string;
  subject_id: string;
  author_role: 'buyer' | 'seller';
  rating: number;
  text: string;
  reply: string | null;
  replied_at: string | null;
  hidden_at: string | null;
  hidden_reason: string | null;
  hidden_by: string | null;
  window_closes_at: string;
  published_at: string | null;
  created_at: string;
}

export interface SandboxRefundsTable {
  idempotency_key: string;
  intent_id: string;
  amount: number;
  created_at: string;
}

export interface NotificationsTable {
  id: string;
  user_id: string;
  type: string;
  /** What it says, rendered per language when read: a key of notification-templates.ts ('legacy' before 330). */
  template: string;
  /** The template's values as JSON (the event's typed fields and the recipient's role). */
  params: string;
  link: string;
  group_key: string | null;
  created_at: string;
  read_at: string | null;
  emailed_at: string | null;
}

export interface NotificationPreferencesTable {
  user_id: string;
  type: string;
  email: Flag;
}

export interface MetaTable {
  key: string;
  value: string;
}

export type JobStatus = 'pending' | 'running' | 'done' | 'failed' | 'cancelled';

export interface JobsTable {
  id: string;
  kind: string;
  dedupe_key: string | null;
  payload: string;
  status: JobStatus;
  run_at: string;
  attempts: number;
  max_attempts: number;
  lease_token: string | null;
  locked_by: string | null;
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
  finished_at: string | null;
}

export type EmailStatus = 'queued' | 'sending' | 'sent' | 'failed';

export interface EmailOutboxTable {
  id: string;
  dedupe_key: string | null;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  status: EmailStatus;
  attempts: number;
  last_error: string | null;
  message_id: string | null;
  created_at: string;
  updated_at: string;
  sent_at: string | null;
  /** 'en' or 'bn': the language the email was written in (its recipient's). */
  language: string;
}

export type ExchangeStatus =
  | 'proposed'
  | 'countered'
  | 'accepted'
  | 'awaiting_topup'
  | 'declined'
  | 'withdrawn'
  | 'expired'
  | 'cancelled'
  | 'disputed'
  | 'completed';
export type ExchangeSide = 'proposer' | 'owner';

export interface ExchangesTable {
  id: string;
  proposer_id: string;
  owner_id: string;
  target_book_id: string;
  parent_id: string | null;
  round: number;
  status: ExchangeStatus;
  topup_amount: number;
  topup_payer: ExchangeSide | null;
  message: string;
  created_at: string;
  updated_at: string;
  expires_at: string | null;
  accepted_at: string | null;
  topup_due_at: string | null;
  topup_paid_at: string | null;
  /** `cash`: the payer settles the top-up in cash at the handover (migration 420); else null. */
  topup_method: 'cash' | null;
  proposer_handed_over_at: string | null;
  owner_handed_over_at: string | null;
  proposer_handover: string | null;
  owner_handover: string | null;
  proposer_received_at: string | null;
  owner_received_at: string | null;
  completed_at: string | null;
  proposer_reviewed_at: string | null;
  owner_reviewed_at: string | null;
}

export interface ExchangeBooksTable {
  exchange_id: string;
  book_id: string;
  side: ExchangeSide;
}

export interface ExchangeEventsTable {
  id: string;
  exchange_id: string;
  type: string;
  from_status: ExchangeStatus | null;
  to_status: ExchangeStatus;
  actor_role: 'proposer' | 'owner' | 'admin' | 'system';
  actor_id: string | null;
  data: string | null;
  created_at: string;
}

export interface TopupPaymentsTable {
  id: string;
  exchange_id: string;
  payer_id: string;
  provider: string;
  /** Whole Taka. */
  amount: number;
  status: PaymentIntentStatus;
  refund_status: 'pending' | 'succeeded' | null;
  refund_attempts: Generated<number>;
  refund_last_error: string | null;
  created_at: string;
  updated_at: string;
}

/** The ledger (decision 240): accounts by class and owner, append-only transactions of balanced entries. */
export interface PayoutMethodsTable {
  id: string;
  user_id: string;
  kind: 'bkash' | 'bank';
  account_number: string;
  account_name: string | null;
  bank_name: string | null;
  branch: string | null;
  usable_from: string;
  created_at: string;
  removed_at: string | null;
  /** 1: the member's chosen default (scheduled payouts use it; decision 360). */
  is_default: Generated<number>;
}

export type PayoutStatus = 'requested' | 'sending' | 'paid' | 'failed' | 'rejected';

export interface PayoutsTable {
  id: string;
  seller_id: string;
  method_id: string;
  amount: number;
  status: PayoutStatus;
  reason: string | null;
  reference: string | null;
  sent_at: string | null;
  decided_by: string | null;
  created_at: string;
  updated_at: string;
}

/** One run of the daily reconciliation (decision 360); `mismatches` is JSON. */
export interface ReconciliationRunsTable {
  id: string;
  started_at: string;
  finished_at: string;
  trigger: 'schedule' | 'admin';
  checked: number;
  mismatch_count: number;
  mismatches: string;
}

export interface LedgerAccountsTable {
  id: string;
  class: string;
  owner: string;
  payee_id: string | null;
  fee: number | null;
  created_at: string;
}

export interface LedgerTransactionsTable {
  id: string;
  kind: string;
  deal_kind: string;
  deal_id: string;
  memo: string;
  created_at: string;
}

export interface LedgerEntriesTable {
  transaction_id: string;
  line: number;
  account_id: string;
  /** Whole Taka; PostgreSQL's bigint reads back as a string, so read it through Number(). */
  amount: number | string;
  created_at: string;
}

export interface Database {
  courier_settlements: CourierSettlementsTable;
  courier_settlement_parcels: CourierSettlementParcelsTable;
  courier_stores: CourierStoresTable;
  delivery_addresses: DeliveryAddressesTable;
  parcels: ParcelsTable;
  parcel_events: ParcelEventsTable;
  audit_log: AuditLogTable;
  instances: InstancesTable;
  reconciliation_runs: ReconciliationRunsTable;
  instance_samples: InstanceSamplesTable;
  ledger_accounts: LedgerAccountsTable;
  payout_methods: PayoutMethodsTable;
  payouts: PayoutsTable;
  ledger_transactions: LedgerTransactionsTable;
  ledger_entries: LedgerEntriesTable;
  search_vocabulary: SearchVocabularyTable;
  book_words: BookWordsTable;
  bkash_tokens: BkashTokensTable;
  bkash_refunds: BkashRefundsTable;
  cod_standing: CodStandingTable;
  users: UsersTable;
  sessions: SessionsTable;
  oidc_logins: OidcLoginsTable;
  categories: CategoriesTable;
  books: BooksTable;
  reports: ReportsTable;
  wishlist: WishlistTable;
  bookings: BookingsTable;
  order_events: OrderEventsTable;
  refunds: RefundsTable;
  reviews: ReviewsTable;
  payments: PaymentsTable;
  payment_intents: PaymentIntentsTable;
  payment_events: PaymentEventsTable;
  sandbox_intents: SandboxIntentsTable;
  sandbox_refunds: SandboxRefundsTable;
  conversations: ConversationsTable;
  messages: MessagesTable;
  user_blocks: UserBlocksTable;
  conversation_reports: ConversationReportsTable;
  notifications: NotificationsTable;
  notification_preferences: NotificationPreferencesTable;
  meta: MetaTable;
  jobs: JobsTable;
  email_outbox: EmailOutboxTable;
  exchanges: ExchangesTable;
  exchange_books: ExchangeBooksTable;
  exchange_events: ExchangeEventsTable;
  topup_payments: TopupPaymentsTable;
  phone_codes: PhoneCodesTable;
  phone_send_locks: PhoneSendLocksTable;
  sms_outbox: SmsOutboxTable;
  sms_sandbox_messages: SmsSandboxMessagesTable;
  account_tokens: AccountTokensTable;
  offers: OffersTable;
  saved_searches: SavedSearchesTable;
  book_photos: BookPhotosTable;
  dispute_photos: DisputePhotosTable;
  book_imports: BookImportsTable;
  saved_search_matches: SavedSearchMatchesTable;
}

/**
 * Evidence for a disputed deal: up to 3 photos from its two parties (migrations 415 and 455, decisions 415 and
 * 455); the deal is an order or an exchange.
 */
export interface DisputePhotosTable {
  id: string;
  deal_kind: 'order' | 'exchange';
  deal_id: string;
  uploaded_by: string;
  /** 0, 1 or 2: unique per deal. */
  position: number;
  url: string;
  thumbnail_url: string;
  created_at: string;
}

/** A buyer's offer on a book and its counters (migration 260, decision 250). */
export interface OffersTable {
  id: string;
  book_id: string;
  buyer_id: string;
  seller_id: string;
  asking_price: number;
  first_amount: number;
  amount: number;
  round: number;
  turn: 'buyer' | 'seller';
  status: 'open' | 'accepted' | 'declined' | 'withdrawn' | 'expired' | 'lapsed';
  expires_at: string;
  order_id: string | null;
  pay_by: string | null;
  created_at: string;
  updated_at: string;
}

/** One-time codes sent by SMS (decision 210); only the code's HMAC is kept. */
export interface PhoneCodesTable {
  id: string;
  phone: string;
  purpose: 'sign-in' | 'sign-up' | 'verify';
  user_id: string | null;
  code_hash: string;
  attempts: Generated<number>;
  ip: string;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

export interface PhoneSendLocksTable {
  key: string;
  touched_at: string;
}

export type SmsStatus = 'queued' | 'sending' | 'sent' | 'failed';

/** SMS written in their cause's transaction and delivered by a job (decision 211). */
export interface SmsOutboxTable {
  id: string;
  to_number: string;
  /** Null once handed over or given up. */
  text_body: string | null;
  language: string;
  status: SmsStatus;
  attempts: number;
  provider: string | null;
  provider_ref: string | null;
  last_error: string | null;
  created_at: string;
  updated_at: string;
  sent_at: string | null;
}

/** What the offline SMS sandbox received (decision 211). */
export interface SmsSandboxMessagesTable {
  id: string;
  to_number: string;
  text_body: string;
  language: string;
  created_at: string;
}

/** The append-only audit trail (decision 282). */
export interface AuditLogTable {
  id: string;
  at: string;
  actor_id: string | null;
  actor_email: string | null;
  actor_role: string | null;
  kind: 'admin' | 'money';
  action: string;
  target: string | null;
  status: number;
  ip: string;
  instance: string;
}

// Kept for modules that add columns with defaults in later migrations.
export type { Generated };

/** A member's delivery addresses (decision 310). */
export interface DeliveryAddressesTable {
  id: string;
  user_id: string;
  name: string;
  /** 01XXXXXXXXX. */
  phone: string;
  district: string;
  thana: string;
  area: string;
  line: string;
  created_at: string;
  last_used_at: string | null;
}

/** One order's parcel with the courier (decision 310). */
export interface ParcelsTable {
  id: string;
  order_id: string;
  courier: string;
  invoice: string;
  attempt: number;
  consignment_id: string | null;
  tracking_code: string | null;
  /** 'booking' while the courier is being asked, then a ParcelStatus. */
  status: string;
  courier_status: string | null;
  cod_amount: number;
  booking_error: string | null;
  created_at: string;
  updated_at: string;
  last_heard_at: string;
}

/** A parcel's timeline: each status or tracking message the courier reported, once (decision 310). */
export interface ParcelEventsTable {
  id: string;
  parcel_id: string;
  status: string | null;
  courier_status: string | null;
  message: string | null;
  at: string;
  source: 'booking' | 'webhook' | 'poll' | 'seller' | 'system';
  dedupe_key: string;
  received_at: string;
}

/** A listing's photos in the seller's order; position 0 is the cover, also `books.image` (migration 380). */
export interface BookPhotosTable {
  id: string;
  book_id: string;
  position: number;
  url: string;
  thumbnail_url: string | null;
  created_at: string;
}

/** A seller's CSV import (migration 452): its checked rows (JSON) and, once published, its listings' ids (JSON). */
export interface BookImportsTable {
  id: string;
  seller_id: string;
  content_hash: string;
  rows: string;
  created_at: string;
  published_at: string | null;
  book_ids: string | null;
}

export interface SavedSearchesTable {
  id: string;
  user_id: string;
  name: string;
  q: string | null;
  category_id: string | null;
  condition: string | null;
  location: string | null;
  min_price: number | null;
  max_price: number | null;
  exchange: Generated<Flag>;
  cod: Generated<Flag>;
  paused: Generated<Flag>;
  /** Its email: none, at the first match of a day, or one digest at the end of the day (migration 390). */
  email: Generated<'off' | 'instant' | 'daily'>;
  created_at: string;
}

/** A listing that matched a saved search, until (and after) the search's email names it (migration 390). */
export interface SavedSearchMatchesTable {
  saved_search_id: string;
  book_id: string;
  matched_at: string;
  emailed_at: string | null;
}

/** One row per instance: its latest heartbeat (decision 283). */
export interface InstancesTable {
  name: string;
  version: string;
  started_at: string;
  last_seen_at: string;
  /** 1 when its last readiness check passed, else 0. */
  ready: number;
}

/** An instance's figures for one minute (decision 283), kept for a day. */
export interface InstanceSamplesTable {
  instance: string;
  minute: string;
  requests: number;
  server_errors: number;
  p95_ms: number;
  rss_mb: number;
}

/** A courier's payment of the cash it collected less its charges (decision 430). */
export interface CourierSettlementsTable {
  id: string;
  courier: string;
  reference: string;
  paid: number;
  collected: number;
  charges: number;
  ledger_transaction_id: string | null;
  paid_at: string;
  recorded_at: string;
}

/** A courier's pickup store made for one seller in one district (decision 475). */
export interface CourierStoresTable {
  courier: string;
  seller_id: string;
  district: string;
  /** The courier's own store id. */
  store_id: string;
  store_name: string;
  created_at: string;
}

export interface CourierSettlementParcelsTable {
  settlement_id: string;
  line: number;
  consignment_id: string;
  invoice: string | null;
  order_id: string | null;
  collected: number;
  charge: number;
}
