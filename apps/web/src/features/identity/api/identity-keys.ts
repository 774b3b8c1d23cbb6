// Query keys of the identity screens.
export const identityKeys = {
  session: ['session'] as const,
  providers: ['auth-providers'] as const,
  /** Every member's email status (the banner's); one member's is `[...emailStatus, userId]`. */
  emailStatus: ['email-status'] as const,
};
