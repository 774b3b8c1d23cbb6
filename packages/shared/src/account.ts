// Password reset and email verification (issue 25, decision 205): the requests and answers of both sides.
import { z } from 'zod';
import { emailField, newPasswordField, userSchema } from './identity.ts';

/** The secret of an emailed link, as the web page reads it from the link's fragment. */
const linkToken = z
  .string()
  .trim()
  .min(1, 'This link is not complete; please open it from the email again')
  .max(200, 'This link is not complete; please open it from the email again');

export const forgotPasswordSchema = z.object({ email: emailField });
export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

export const resetPasswordSchema = z.object({ token: linkToken, password: newPasswordField });
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;

export const verifyEmailSchema = z.object({ token: linkToken });

export const changeEmailSchema = z.object({ email: emailField });
export type ChangeEmailInput = z.infer<typeof changeEmailSchema>;

/** The caller's email: verified or not, and the new address a change waits to verify (null: none). */
export const emailStatusSchema = z.object({
  email: z.string(),
  emailVerified: z.boolean(),
  pendingEmail: z.string().nullable(),
});
export type EmailStatus = z.infer<typeof emailStatusSchema>;

/** GET /auth/me: the user with the state of their email. */
export const meSchema = userSchema.extend({
  emailVerified: z.boolean(),
  pendingEmail: z.string().nullable(),
});
export type Me = z.infer<typeof meSchema>;
