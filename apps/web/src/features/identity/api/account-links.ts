// Forgot password, reset and email verification calls (issue 25, decision 205): one file for the four
// small calls of the account-link pages and the email banner.
// The feature's files load with the first page, so the calls pass the zod-free routes (decisions 482, 496).
import type { accountEndpoints, ForgotPasswordInput, ResetPasswordInput } from '@boibazar/shared/account';
import { accountRoutes } from '@boibazar/shared/paths';
import { type Query, type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { setAccessToken } from '#app/lib/api-client.ts';
import { call } from '#app/lib/call-endpoint.ts';
import { identityKeys } from './identity-keys.ts';

export const emailStatusKey = (userId: string) => [...identityKeys.emailStatus, userId] as const;

/**
 * `onSent` is the mutation's own callback, not the per-call one of `mutate`: it runs even when the page
 * that asked was re-mounted while the answer was on its way (a per-call callback would be dropped then).
 */
export function useForgotPassword(onSent: (email: string) => void) {
  return useMutation({
    mutationFn: (body: ForgotPasswordInput) =>
      call<typeof accountEndpoints.forgotPassword>(accountRoutes.forgotPassword, { body }),
    onSuccess: (_answer, body) => onSent(body.email),
  });
}

/** Sets the new password; every session ends, so this device forgets its token too. */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ResetPasswordInput) =>
      call<typeof accountEndpoints.resetPassword>(accountRoutes.resetPassword, { body }),
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
      call<typeof accountEndpoints.verifyEmail>(accountRoutes.verifyEmail, { body: { token } }),
    onSuccess: () => refreshAfterVerification(queryClient),
  });
}

/**
 * Asks again for what the opened link changed. The link's page loads the session and the banner's status
 * while the link is being opened; a query's first fetch still on its way is not repeated by an
 * invalidation (TanStack Query joins it), so its answer from before the link would stay for five minutes.
 * Cancelling such a first fetch makes the invalidation fetch afresh (one with an answer already is cancelled
 * and fetched again by the invalidation itself).
 */
export async function refreshAfterVerification(queryClient: QueryClient): Promise<void> {
  const asked = [identityKeys.emailStatus, identityKeys.session];
  const firstFetch = (query: Query) => query.state.data === undefined;
  await Promise.all(asked.map((queryKey) => queryClient.cancelQueries({ queryKey, predicate: firstFetch })));
  await Promise.all(asked.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}

export function useEmailStatus(userId: string | undefined) {
  return useQuery({
    queryKey: emailStatusKey(userId ?? ''),
    queryFn: () => call<typeof accountEndpoints.email>(accountRoutes.email),
    enabled: Boolean(userId),
    staleTime: 5 * 60_000,
  });
}

export function useResendVerification() {
  return useMutation({
    mutationFn: () => call<typeof accountEndpoints.resendVerification>(accountRoutes.resendVerification),
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
      call<typeof accountEndpoints.changeEmail>(accountRoutes.changeEmail, { body: { email } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: emailStatusKey(userId) }),
  });
}
