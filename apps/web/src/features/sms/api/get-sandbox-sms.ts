import { phonePaths, type SandboxSms } from '@boibazar/shared/phone';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiPage } from '#app/lib/api-client.ts';

export const smsKeys = { sandbox: ['sms', 'sandbox'] as const };

export const getSandboxSms = (cursor?: string) =>
  apiPage<SandboxSms>(phonePaths.smsSandbox, { query: { cursor, limit: 20 } });

export const sandboxSmsQuery = () =>
  infiniteQueryOptions({
    queryKey: smsKeys.sandbox,
    queryFn: ({ pageParam }) => getSandboxSms(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next,
    // Testers wait here for a code: new messages show without a reload.
    refetchInterval: 3_000,
  });

export const useSandboxSms = () => useInfiniteQuery(sandboxSmsQuery());
