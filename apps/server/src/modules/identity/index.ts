// What other modules may use of identity.
export { findPeople, type PersonCard, type User } from './user-repository.ts';
export type { AuthUser } from './token-service.ts';
