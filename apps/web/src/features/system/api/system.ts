// The admin's System page calls (decision 283).
import { systemEndpoints } from '@boibazar/shared/system';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callPage } from '#app/lib/call-endpoint.ts';

export const systemKeys = {
  all: ['system'] as const,
  view: ['system', 'view'] as const,
  failedJobs: ['system', 'jobs', 'failed'] as const,
};

/** Refreshed as often as instances write their heartbeat. */
const EVERY_MS = 15_000;

export const useSystem = () =>
  useQuery({
    queryKey: systemKeys.view,
    queryFn: () => call(systemEndpoints.system),
    refetchInterval: EVERY_MS,
  });

export const useFailedJobs = () =>
  useQuery({
    queryKey: systemKeys.failedJobs,
    queryFn: () =>
      callPage(systemEndpoints.jobs, { query: { status: 'failed' }, limit: 50 }).then((page) => page.items),
    refetchInterval: EVERY_MS,
  });

/**
 * Retries or drops one failed job; both lists follow. What to say comes in as the mutation's own callbacks:
 * the job's card leaves the list when the lists refresh, and a per-call callback of `mutate` would be
 * dropped with it.
 */
export function useSettleJob(say: { done: (how: 'retry' | 'drop') => void; failed: (error: Error) => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, how }: { id: string; how: 'retry' | 'drop' }) =>
      how === 'retry'
        ? call(systemEndpoints.retryJob, { params: { id } })
        : call(systemEndpoints.dropJob, { params: { id } }),
    onSuccess: (_answer, { how }) => say.done(how),
    onError: (error) => say.failed(error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: systemKeys.all }),
  });
}
