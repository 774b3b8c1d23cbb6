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

export type BookingStatus = 'open' | 'paid' | 'cancelled';

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
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  oidc_logins: OidcLoginsTable;
  categories: CategoriesTable;
  books: BooksTable;
  reports: ReportsTable;
  wishlist: WishlistTable;
  bookings: BookingsTable;
  payments: PaymentsTable;
  payment_intents: PaymentIntentsTable;
  payment_events: PaymentEventsTable;
  sandbox_intents: SandboxIntentsTable;
  conversations: ConversationsTable;
  messages: MessagesTable;
  user_blocks: UserBlocksTable;
  conversation_reports: ConversationReportsTable;
  meta: MetaTable;
  jobs: JobsTable;
  email_outbox: EmailOutboxTable;
}

// Kept for modules that add columns with defaults in later migrations.
export type { Generated };
