// Domain code throws AppError with a stable code; the error handler maps it to a status and a JSON body.
export type ErrorCode =
  | 'BAD_REQUEST'
  | 'VALIDATION_FAILED'
  | 'UNAUTHORIZED'
  // Phone sign-in (decision 210).
  | 'PHONE_INVALID'
  | 'PHONE_NOT_REGISTERED'
  | 'PHONE_TAKEN'
  | 'OTP_INVALID'
  | 'OTP_EXPIRED'
  | 'OTP_TOO_MANY_TRIES'
  | 'OTP_SEND_LIMIT'
  | 'SMS_UNAVAILABLE'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'RATE_LIMITED'
  | 'ACCOUNT_SIGN_IN_LIMITED'
  | 'PAYMENT_FAILED'
  | 'SERVICE_UNAVAILABLE'
  // Account recovery and email verification (decision 205).
  | 'RESET_TOKEN_INVALID'
  | 'RESET_TOKEN_EXPIRED'
  | 'VERIFY_TOKEN_INVALID'
  | 'VERIFY_TOKEN_EXPIRED'
  | 'EMAIL_ALREADY_VERIFIED'
  | 'EMAIL_UNCHANGED'
  | 'EMAIL_TAKEN'
  // Payouts (decision 300).
  | 'PAYOUT_METHOD_COOLING_DOWN'
  | 'PAYOUT_IN_PROGRESS'
  | 'PAYOUT_BELOW_MINIMUM'
  | 'INSUFFICIENT_BALANCE';

const statusByCode: Record<ErrorCode, number> = {
  BAD_REQUEST: 400,
  VALIDATION_FAILED: 400,
  UNAUTHORIZED: 401,
  PHONE_INVALID: 400,
  PHONE_NOT_REGISTERED: 404,
  PHONE_TAKEN: 409,
  OTP_INVALID: 400,
  OTP_EXPIRED: 400,
  OTP_TOO_MANY_TRIES: 400,
  OTP_SEND_LIMIT: 429,
  SMS_UNAVAILABLE: 503,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  RATE_LIMITED: 429,
  ACCOUNT_SIGN_IN_LIMITED: 429,
  PAYMENT_FAILED: 402,
  SERVICE_UNAVAILABLE: 503,
  RESET_TOKEN_INVALID: 400,
  RESET_TOKEN_EXPIRED: 400,
  VERIFY_TOKEN_INVALID: 400,
  VERIFY_TOKEN_EXPIRED: 400,
  EMAIL_ALREADY_VERIFIED: 409,
  EMAIL_UNCHANGED: 400,
  EMAIL_TAKEN: 409,
  PAYOUT_METHOD_COOLING_DOWN: 409,
  PAYOUT_IN_PROGRESS: 409,
  PAYOUT_BELOW_MINIMUM: 422,
  INSUFFICIENT_BALANCE: 422,
};

export class AppError extends Error {
  constructor(
    public readonly code: ErrorCode,
    message: string,
    public readonly details?: unknown,
  ) {
    super(message);
    this.name = 'AppError';
  }
  get status(): number {
    return statusByCode[this.code];
  }
}

export const notFound = (what: string) => new AppError('NOT_FOUND', `${what} not found`);
export const forbidden = (message = 'You are not allowed to do this') => new AppError('FORBIDDEN', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);
export const badRequest = (message: string, details?: unknown) =>
  new AppError('BAD_REQUEST', message, details);
