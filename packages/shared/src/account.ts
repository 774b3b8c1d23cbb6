// Password reset and email verification (issue 25, decision 205): the requests and answers of both sides.
import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { emailField, newPasswordField } from './identity.ts';
import { accountRoutes } from './paths.ts';

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

const noBody = { answer: z.undefined(), status: 204 } as const;

/** The account links' endpoints (decision 496), spread from their zod-free routes in paths.ts. */
export const accountEndpoints = {
  forgotPassword: defineEndpoint({ ...accountRoutes.forgotPassword, body: forgotPasswordSchema, ...noBody }),
  resetPassword: defineEndpoint({ ...accountRoutes.resetPassword, body: resetPasswordSchema, ...noBody }),
  verifyEmail: defineEndpoint({
    ...accountRoutes.verifyEmail,
    body: verifyEmailSchema,
    answer: z.object({ email: z.string() }),
  }),
  email: defineEndpoint({ ...accountRoutes.email, answer: emailStatusSchema }),
  /** The change waits until the link sent to the new address is opened: 202. */
  changeEmail: defineEndpoint({
    ...accountRoutes.changeEmail,
    body: changeEmailSchema,
    answer: z.object({ pendingEmail: z.string() }),
    status: 202,
  }),
  resendVerification: defineEndpoint({ ...accountRoutes.resendVerification, ...noBody }),
};
