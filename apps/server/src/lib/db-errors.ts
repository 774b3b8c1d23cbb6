// Recognises what a database refused, on either dialect. Domain code checks its rules first; these are the
// last line, so a lost race or a value a rule forgot becomes a clear 4xx (and a rolled-back change)
// instead of a 500.
import { AppError } from './errors.ts';

const codeOf = (error: unknown): unknown => (error as { code?: unknown } | null)?.code;

export function isUniqueViolation(error: unknown): boolean {
  const code = codeOf(error);
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

/** The 4xx a database refusal stands for, or undefined when the error is not a refusal of the input. */
export function refusalOf(error: unknown): AppError | undefined {
  const code = codeOf(error);
  if (typeof code !== 'string') return undefined;
  if (isUniqueViolation(error)) return new AppError('CONFLICT', 'This already exists');
  if (code === '23503' || code === 'SQLITE_CONSTRAINT_FOREIGNKEY') {
    return new AppError('CONFLICT', 'This refers to something that does not exist any more');
  }
  if (code === 'SQLITE_TOOBIG') return new AppError('PAYLOAD_TOO_LARGE', 'A value is too large');
  // PostgreSQL class 22 (data exception: bad encoding, number out of range, text too long, invalid
  // text for a type) and class 23 (integrity: not null, check); SQLite's matching constraint codes.
  if (
    /^2[23][0-9A-Z]{3}$/.test(code) ||
    code === 'SQLITE_CONSTRAINT_NOTNULL' ||
    code === 'SQLITE_CONSTRAINT_CHECK' ||
    code === 'SQLITE_MISMATCH'
  ) {
    return new AppError('BAD_REQUEST', 'A value in the request is not valid');
  }
  return undefined;
}
