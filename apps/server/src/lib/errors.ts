// Domain code throws AppError with a code from the shared list (packages/shared/src/errors.ts, decision 417):
// the code names the rule that refused and fixes the status; the error handler sends both with the message.
import { ERROR_STATUS, type ErrorCode, type ErrorCodeWithStatus } from '@boibazar/shared/errors';

export type { ErrorCode } from '@boibazar/shared/errors';

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
    return ERROR_STATUS[this.code];
  }
}

/** `Book not found` and its kind: `notFound('BOOK_NOT_FOUND', 'Book')`. */
export const notFound = (code: ErrorCodeWithStatus<404>, what: string) =>
  new AppError(code, `${what} not found`);
export const forbidden = (code: ErrorCodeWithStatus<403>, message: string, details?: unknown) =>
  new AppError(code, message, details);
export const conflict = (code: ErrorCodeWithStatus<409>, message: string, details?: unknown) =>
  new AppError(code, message, details);
export const badRequest = (code: ErrorCodeWithStatus<400>, message: string, details?: unknown) =>
  new AppError(code, message, details);
