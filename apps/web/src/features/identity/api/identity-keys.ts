// Query keys of the identity screens.
export const identityKeys = {
  session: ['session'] as const,
  providers: ['auth-providers'] as const,
};
