// Forgot password, reset and email verification calls (issue 25, decision 205): one file for the four
// small calls of the account-link pages and the email banner.
import type { EmailStatus, ForgotPasswordInput, ResetPasswordInput } from '@boibazar/shared/account';
import { accountPaths } from '@boibazar/shared/paths';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, setAccessToken } from '#app/lib/api-client.ts';
import { identityKeys } from './identity-keys.ts';

export const emailStatusKey = (userId: string) => ['email-status', userId] as const;

/**
 * `onSent` is the mutation's own callback, not the per-call one of `mutate`: it runs even when the page
 * that asked was re-mounted while the answer was on its way (a per-call callback would be dropped then).
 */
export function useForgotPassword(onSent: (email: string) => void) {
  return useMutation({
    mutationFn: (body: ForgotPasswordInput) =>
      api<void>(accountPaths.forgotPassword, { method: 'POST', body }),
    onSuccess: (_answer, body) => onSent(body.email),
  });
}

/** Sets the new password; every session ends, so this device forgets its token too. */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ResetPasswordInput) => api<void>(accountPaths.resetPassword, { method: 'POST', body }),
    onSuccess: () => {
      setAccessToken(null);
      queryClient.clear();
      queryClient.setQueryData(identityKeys.session, null);
    },
  });
}

export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      api<{ email: string }>(accountPaths.verifyEmail, { method: 'POST', body: { token } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['email-status'] });
      void queryClient.invalidateQueries({ queryKey: identityKeys.session });
    },
  });
}

export function useEmailStatus(userId: string | undefined) {
  return useQuery({
    queryKey: emailStatusKey(userId ?? ''),
    queryFn: () => api<EmailStatus>(accountPaths.email),
    enabled: Boolean(userId),
    staleTime: 5 * 60_000,
  });
}

export function useResendVerification() {
  return useMutation({
    mutationFn: () => api<void>(accountPaths.resendVerification, { method: 'POST' }),
  });
}

/** The secret of an emailed link: it travels in the fragment (`#token=…`), never sent to a server. */
export const linkTokenFrom = (hash: string): string | null =>
  new URLSearchParams(hash.replace(/^#/, '')).get('token');

/** Starts an email change: the link goes to the new address; the status then shows what it waits for. */
export function useChangeEmail(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) =>
      api<{ pendingEmail: string }>(accountPaths.email, { method: 'POST', body: { email } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: emailStatusKey(userId) }),
  });
}
