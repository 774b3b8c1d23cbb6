// The admin's System page calls (decision 283).
import { systemPaths, type Job, type SystemView } from '@boibazar/shared/system';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#app/lib/api-client.ts';

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
    queryFn: () => api<SystemView>(systemPaths.system),
    refetchInterval: EVERY_MS,
  });

export const useFailedJobs = () =>
  useQuery({
    queryKey: systemKeys.failedJobs,
    queryFn: () => api<Job[]>(systemPaths.jobs, { query: { status: 'failed', limit: 50 } }),
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
        ? api<void>(systemPaths.retryJob(id), { method: 'POST' })
        : api<void>(systemPaths.job(id), { method: 'DELETE' }),
    onSuccess: (_answer, { how }) => say.done(how),
    onError: (error) => say.failed(error),
    onSettled: () => queryClient.invalidateQueries({ queryKey: systemKeys.all }),
  });
}
