// The API's error codes, each with its HTTP status (decision 417). A refusal's code names the rule that
// refused (`BOOK_SOLD`, `OWN_BOOK`, `WRONG_STAGE`), so clients key on it instead of on the English message,
// which stays as the specification words it. Zod-free: the web's first load reads it.

/** Codes that name an HTTP class, not a rule: the framework's own answers, the database's refusals, outages. */
export const GENERIC_ERROR_CODES = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  NOT_ACCEPTABLE: 406,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  INTERNAL: 500,
  SERVICE_UNAVAILABLE: 503,
} as const;

/** The generic codes a module may still refuse with: a malformed request, and no (or an ended) session. */
export const MODULE_GENERIC_CODES = ['VALIDATION_FAILED', 'UNAUTHORIZED'] as const;

/** One code per rule a module refuses by. */
export const RULE_ERROR_CODES = {
  // Something named by the request does not exist (or is not the caller's to see).
  ADDRESS_NOT_FOUND: 404,
  BOOK_NOT_FOUND: 404,
  CATEGORY_NOT_FOUND: 404,
  CONVERSATION_NOT_FOUND: 404,
  EXCHANGE_NOT_FOUND: 404,
  IMPORT_NOT_FOUND: 404,
  JOB_NOT_FOUND: 404,
  MEMBER_NOT_FOUND: 404,
  OFFER_NOT_FOUND: 404,
  ORDER_NOT_FOUND: 404,
  PARCEL_NOT_FOUND: 404,
  PAYMENT_NOT_FOUND: 404,
  PAYOUT_METHOD_NOT_FOUND: 404,
  PAYOUT_NOT_FOUND: 404,
  PHOTO_NOT_FOUND: 404,
  REFUND_NOT_FOUND: 404,
  REVIEW_NOT_FOUND: 404,
  ROW_NOT_FOUND: 404,
  ROUTE_NOT_FOUND: 404,
  SAVED_SEARCH_NOT_FOUND: 404,
  SELLER_NOT_FOUND: 404,
  USER_NOT_FOUND: 404,
  WEBHOOK_NOT_USED: 404,
  PHONE_NOT_REGISTERED: 404,

  // Who may do it.
  ADMIN_ONLY: 403,
  SELLER_ONLY: 403,
  NOT_A_PARTY: 403, // not the buyer, seller or owner of this order, offer, exchange, review or import
  NOT_YOUR_STEP: 403, // a party, but this step belongs to the other side (or the admin only watches)
  NOT_YOUR_BOOK: 403, // only the book's seller (or the admin) may change it
  NOT_OWN_ACCOUNT: 403, // an email or account that is not the caller's
  OWN_BOOK: 403, // booking, offering, asking about, reporting or exchanging for one's own book
  WRONG_PASSWORD: 403,
  ACCOUNT_REMOVED: 403,
  BLOCKED_BY_THEM: 403,
  YOU_BLOCKED: 403,
  COD_NOT_ALLOWED: 403,

  // Where the record stands.
  WRONG_STAGE: 409, // a step its state table does not allow from here; details: { stage, step }
  NO_LONGER_EXISTS: 409,
  CHANGED_MEANWHILE: 409, // another request changed it first; try again
  BOOK_SOLD: 409,
  BOOK_WITHDRAWN: 409,
  BOOK_RESERVED: 409, // reserved for an exchange
  BOOK_EXCHANGED: 409,
  BOOK_HELD: 409, // held for a buyer whose offer was accepted
  NOT_OPEN_TO_EXCHANGE: 409,
  ALREADY_BOOKED: 409,
  ALREADY_OFFERED: 409,
  ALREADY_PROPOSED: 409,
  ALREADY_CANCELLED: 409,
  ALREADY_PAID: 409,
  ALREADY_REFUNDED: 409,
  ALREADY_COMPENSATED: 409,
  ALREADY_REPORTED: 409,
  ALREADY_REVIEWED: 409,
  ALREADY_REPLIED: 409,
  ALREADY_HIDDEN: 409,
  ALREADY_HANDED_OVER: 409,
  ALREADY_RECEIVED: 409,
  NOT_HANDED_OVER: 409,
  NO_LONGER_PAYABLE: 409, // the order or top-up stopped waiting for this payment; nothing was charged
  NOT_PAID: 409,
  NOTHING_TO_REFUND: 409,
  REFUND_NOT_BY_HAND: 409,
  PAYMENT_REFUNDED: 409, // the money moved but the sale was lost; it has been given back
  PAYMENT_CANCELLED: 409,
  PAYMENT_NOT_OPENED: 409,
  TRANSACTION_USED: 409,
  MEMBER_LEFT: 409,
  ADMIN_CANNOT_SELL: 409,
  LIMIT_REACHED: 409, // at most so many addresses, saved searches, open offers or rounds
  CATEGORY_EXISTS: 409,
  NOT_BY_COURIER: 409,
  CASH_BY_COURIER: 409,
  PICKUP_NOT_BOOKED: 409,
  PARCEL_PICKED_UP: 409,
  PARCEL_BEING_BOOKED: 409,
  COURIER_REFUSED: 409,
  REVIEW_WINDOW_CLOSED: 409,
  REVIEW_NOT_PUBLISHED: 409,
  JOB_NOT_FAILED: 409,
  PAYOUT_DECIDED: 409,
  PAYOUT_BY_HAND: 409,
  PAYOUT_METHOD_COOLING_DOWN: 409,
  PAYOUT_IN_PROGRESS: 409,
  EMAIL_ALREADY_VERIFIED: 409,
  EMAIL_TAKEN: 409,
  PHONE_TAKEN: 409,
  GOOGLE_ACCOUNT_TAKEN: 409,

  // What the request carries.
  ADDRESS_REQUIRED: 400,
  AMOUNT_WITHOUT_REFUND: 400,
  CARD_INVALID: 400,
  COURIER_NOT_OFFERED: 400, // this book or seller cannot send by courier; choose meet-up
  CSV_INVALID: 400,
  EMAIL_UNCHANGED: 400,
  EXCHANGE_BOOKS_INVALID: 400,
  INVALID_CURSOR: 400,
  LAST_PHOTO: 400,
  NO_PASSWORD: 400,
  OFFER_AMOUNT_INVALID: 400,
  OWN_ACCOUNT: 400,
  PAYMENT_MISMATCH: 400, // a transaction or payment that belongs to another order or exchange
  PHOTO_MISSING: 400,
  PHOTO_ORDER_INVALID: 400,
  REFUND_TOO_LARGE: 400,
  COMPENSATION_TOO_LARGE: 400,
  SEARCH_EMPTY: 400,
  TOO_MANY_PHOTOS: 400,
  UNKNOWN_CATEGORY: 400,
  UPLOAD_NOT_FOUND: 400,
  WEBHOOK_SIGNATURE_INVALID: 400,
  JSON_TOO_DEEP: 400,
  PHONE_INVALID: 400,
  OTP_INVALID: 400,
  OTP_EXPIRED: 400,
  OTP_TOO_MANY_TRIES: 400,
  RESET_TOKEN_INVALID: 400,
  RESET_TOKEN_EXPIRED: 400,
  VERIFY_TOKEN_INVALID: 400,
  VERIFY_TOKEN_EXPIRED: 400,
  BAD_CREDENTIALS: 401,
  SESSION_ENDED: 401,
  GOOGLE_SIGN_IN_FAILED: 401,
  PAYMENT_FAILED: 402,
  PHOTO_TOO_LARGE: 413,
  PHOTO_TYPE_UNSUPPORTED: 415,
  PAYOUT_BELOW_MINIMUM: 422,
  INSUFFICIENT_BALANCE: 422,

  // How often.
  TOO_MANY_ATTEMPTS: 429,
  ACCOUNT_SIGN_IN_LIMITED: 429,
  OTP_SEND_LIMIT: 429,
  LINK_SEND_LIMIT: 429,
  MESSAGE_LIMIT: 429,

  // An outside service is down or not set up.
  BKASH_UNAVAILABLE: 503,
  CARD_PROVIDER_UNAVAILABLE: 503,
  COURIER_UNAVAILABLE: 503,
  GOOGLE_UNAVAILABLE: 503,
  SMS_UNAVAILABLE: 503,
} as const;

export const ERROR_STATUS = { ...GENERIC_ERROR_CODES, ...RULE_ERROR_CODES } as const;

export type GenericErrorCode = keyof typeof GENERIC_ERROR_CODES;
export type RuleErrorCode = keyof typeof RULE_ERROR_CODES;
export type ErrorCode = keyof typeof ERROR_STATUS;

/** The codes answered with `status` (the helpers `conflict`, `forbidden`, … take only their own). */
export type ErrorCodeWithStatus<S extends number> = {
  [C in ErrorCode]: (typeof ERROR_STATUS)[C] extends S ? C : never;
}[ErrorCode];

export const isErrorCode = (code: string): code is ErrorCode => Object.hasOwn(ERROR_STATUS, code);
