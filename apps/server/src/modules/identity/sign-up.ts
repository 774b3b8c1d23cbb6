import type { Db } from '../../db/database.ts';
import { conflict } from '../../lib/errors.ts';
import { hashPassword } from './password.ts';
import { findUserByEmail, insertUser, isUniqueViolation, type User } from './user-repository.ts';

export interface SignupFields {
  name: string;
  email: string;
  password: string;
  image: string;
  role: 'Buyer' | 'Seller';
}

const TAKEN = 'An account with this email already exists; please sign in';

/** A new Buyer or Seller account; the role was already narrowed to those two by the schema. */
export async function signUp(db: Db, fields: SignupFields): Promise<User> {
  // Hashed first on both paths, so a taken email does not answer faster than a new one (decision 112).
  const passwordHash = await hashPassword(fields.password);
  if (await findUserByEmail(db, fields.email)) throw conflict('EMAIL_TAKEN', TAKEN);
  try {
    return await insertUser(db, {
      name: fields.name,
      email: fields.email,
      image: fields.image,
      role: fields.role,
      passwordHash,
      verified: false,
    });
  } catch (error) {
    // Two sign-ups for one email at once: the unique index lets only one through.
    if (isUniqueViolation(error)) throw conflict('EMAIL_TAKEN', TAKEN);
    throw error;
  }
}
