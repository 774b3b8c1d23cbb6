// What other modules may use of identity.
export { confirmPassword } from './confirm-password.ts';
export { deleteUserAccount } from './delete-user.ts';
export { isEmailVerified } from './email-status.ts';
export { ensureAdmin } from './ensure-admin.ts';
export { requireOwnEmail } from './own-email.ts';
export { hashPassword } from './password.ts';
export { default as identityRoutes } from './routes.ts';
export { liveSessionJson } from './session-repository.ts';
export {
  type AuthUser,
  createTokenService,
  liveSessionUser,
  loadSigningSecret,
  type TokenService,
} from './token-service.ts';
export {
  countMembersByRole,
  findLiveUserByEmail,
  findLiveUserById,
  findPeople,
  findUserByEmail,
  findUserLanguage,
  insertUser,
  insertUsers,
  listMembers,
  memberCursor,
  type NewUser,
  normaliseEmail,
  type PersonCard,
  setSellerRating,
  type User,
} from './user-repository.ts';
export { verifySeller } from './verify-seller.ts';
