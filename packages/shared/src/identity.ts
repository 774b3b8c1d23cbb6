import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { refuseBadImage } from './images.ts';
import { identityRoutes } from './paths.ts';

export const roleSchema = z.enum(['Buyer', 'Seller', 'Admin']);
export type Role = z.infer<typeof roleSchema>;

export const userSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  image: z.string(),
  role: roleSchema,
  verified: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

/** GET /auth/me: the user with the state of their email. */
export const meSchema = userSchema.extend({
  emailVerified: z.boolean(),
  pendingEmail: z.string().nullable(),
});
export type Me = z.infer<typeof meSchema>;

export { ACCESS_TOKEN_KEY } from './http.ts';

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 200;

export const emailField = z
  .string()
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .pipe(z.email('Please enter a valid email address'));

export const newPasswordField = z
  .string()
  .min(1, 'Password is required')
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(MAX_PASSWORD_LENGTH, `Password must be at most ${MAX_PASSWORD_LENGTH} characters`);

/** Roles a person may choose at sign-up; Admin never (spec §5). */
export const signupRoleSchema = z.enum(['Buyer', 'Seller'], {
  message: "Role must be 'Buyer' or 'Seller'",
});

/** Sign-up (spec §2, §5); the messages are the spec's, spelled as it spells them. */
export const signupSchema = z.object({
  name: z.string().trim().min(1, 'Name is Required').max(100, 'Name is too long'),
  email: emailField,
  password: newPasswordField,
  image: z
    .string()
    .trim()
    .min(1, 'Photo is Required')
    .max(2000, 'Photo address is too long')
    .superRefine(refuseBadImage),
  role: signupRoleSchema.default('Buyer'),
});
export type SignupInput = z.input<typeof signupSchema>;

export const loginSchema = z.object({
  email: emailField,
  password: z.string().min(1, 'Password is required').max(MAX_PASSWORD_LENGTH),
});
export type LoginInput = z.infer<typeof loginSchema>;

export const changePasswordSchema = z.object({
  currentPassword: z.string().min(1, 'Current password is required').max(MAX_PASSWORD_LENGTH),
  newPassword: newPasswordField,
});

export const authResultSchema = z.object({ accessToken: z.string(), user: userSchema });
export type AuthResult = z.infer<typeof authResultSchema>;

export const providersSchema = z.object({ google: z.boolean() });
export type Providers = z.infer<typeof providersSchema>;

/** The spec's per-email lookups (§7). */
export const emailParam = z.object({ email: z.string().min(1).max(254) });
export const emailQuery = z.object({ email: z.string().min(1).max(254) });
export const isAdminSchema = z.object({ isAdmin: z.boolean() });
export const isSellerSchema = z.object({ isSeller: z.boolean() });
export const accessTokenSchema = z.object({ accessToken: z.string() });

/**
 * POST /users (spec §7): kept for old clients. Only name and image of the caller's own account change;
 * email must be the caller's if given, and role is never changed through it (docs/decisions/010).
 */
export const updateProfileSchema = z.object({
  name: z.string().trim().min(1, 'Name is Required').max(100, 'Name is too long').optional(),
  // An empty address takes the photo away; anything else follows the one image rule.
  image: z
    .string()
    .trim()
    .max(2000, 'Photo address is too long')
    .superRefine((image, ctx) => (image === '' ? undefined : refuseBadImage(image, ctx)))
    .optional(),
  email: z.string().max(254).optional(),
});

/**
 * Where to go back to after sign-in: only a path on this site ("/dashboard?x=1"), never another origin
 * ("//evil", "/\\evil", "https://…", "/.//evil") or something odd; anything else becomes "/". The server
 * and the web app both use it, so a returnTo is checked in its normalised form on both sides.
 */
export function safeReturnPath(candidate: unknown): string {
  if (typeof candidate !== 'string' || candidate.length > 2000) return '/';
  if (!candidate.startsWith('/') || candidate.startsWith('//') || candidate.startsWith('/\\')) return '/';
  // Control characters and backslashes can be turned into another origin by some URL parsers.
  for (const char of candidate) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || code === 0x7f || char === '\\') return '/';
  }
  try {
    const base = 'http://boibazar.invalid';
    const url = new URL(candidate, base);
    if (url.origin !== base) return '/';
    // Checked again after the parser has removed dot segments: "/.//evil" and "/a/..//evil" become
    // "//evil", which a browser reads as another site.
    const normalised = url.pathname + url.search + url.hash;
    if (normalised.startsWith('//') || normalised.startsWith('/\\')) return '/';
    return normalised;
  } catch {
    return '/';
  }
}

/** The languages BoiBazar speaks: 'en' (the spec's English) and 'bn' (বাংলা). */
export const languageSchema = z.enum(['en', 'bn']);
export type Language = z.infer<typeof languageSchema>;
export const setLanguageSchema = z.object({ language: languageSchema });
/** null until the reader picks one (or signs in once with a language chosen in the browser). */
export const languageAnswerSchema = z.object({ language: languageSchema.nullable() });
export type LanguageAnswer = z.infer<typeof languageAnswerSchema>;

/**
 * Identity's endpoints (decision 496), each spread from its zod-free route in paths.ts: the web calls them on
 * its first load as `call<typeof identityEndpoints.me>(identityRoutes.me)`. The Google start and callback
 * are redirects and stay routes.
 */
export const identityEndpoints = {
  signup: defineEndpoint({
    ...identityRoutes.signup,
    body: signupSchema,
    answer: authResultSchema,
    status: 201,
  }),
  login: defineEndpoint({ ...identityRoutes.login, body: loginSchema, answer: authResultSchema }),
  /** Ends this session on the server: its token stops working. */
  logout: defineEndpoint({ ...identityRoutes.logout, answer: z.undefined(), status: 204 }),
  me: defineEndpoint({ ...identityRoutes.me, answer: meSchema }),
  changePassword: defineEndpoint({
    ...identityRoutes.changePassword,
    body: changePasswordSchema,
    answer: authResultSchema,
  }),
  providers: defineEndpoint({ ...identityRoutes.providers, answer: providersSchema }),
  /** A Buyer becomes a Seller (one way); the answer is the account as it now is. */
  startSelling: defineEndpoint({ ...identityRoutes.startSelling, answer: userSchema }),
  language: defineEndpoint({ ...identityRoutes.language, answer: languageAnswerSchema }),
  setLanguage: defineEndpoint({
    ...identityRoutes.setLanguage,
    body: setLanguageSchema,
    answer: languageAnswerSchema,
  }),
  adminCheck: defineEndpoint({ ...identityRoutes.adminCheck, params: emailParam, answer: isAdminSchema }),
  sellerCheck: defineEndpoint({ ...identityRoutes.sellerCheck, params: emailParam, answer: isSellerSchema }),
  user: defineEndpoint({ ...identityRoutes.user, query: emailQuery, answer: userSchema }),
  updateProfile: defineEndpoint({
    ...identityRoutes.updateProfile,
    body: updateProfileSchema,
    answer: userSchema,
  }),
  /** A fresh token, only for the caller's own email. */
  jwt: defineEndpoint({ ...identityRoutes.jwt, query: emailQuery, answer: accessTokenSchema }),
};
