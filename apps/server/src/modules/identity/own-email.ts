import { forbidden } from '../../lib/errors.ts';
import { normaliseEmail } from './user-repository.ts';

/**
 * The spec's clients name the signed-in member by email (`?email=`, a body field); the server always acts
 * for the caller, so an email that is not theirs is a 403 with `refusal`. An absent email is fine (list
 * routes, whose `?email=` is optional, pass an empty one as absent).
 */
export function requireOwnEmail(caller: { email: string }, email: string | undefined, refusal: string): void {
  if (email !== undefined && normaliseEmail(email) !== normaliseEmail(caller.email))
    throw forbidden('NOT_OWN_ACCOUNT', refusal);
}
