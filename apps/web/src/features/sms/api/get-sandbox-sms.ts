import { smsEndpoints } from '@boibazar/shared/phone';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callPage } from '#app/lib/call-endpoint.ts';

export const smsKeys = { sandbox: ['sms', 'sandbox'] as const };

export const getSandboxSms = (cursor?: string) => callPage(smsEndpoints.sandbox, { cursor, limit: 20 });

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
