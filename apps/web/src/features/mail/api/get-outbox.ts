import { mailEndpoints } from '@boibazar/shared/mail';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { callPage } from '#app/lib/call-endpoint.ts';

export const mailKeys = { outbox: ['mail', 'outbox'] as const };

export const getOutbox = (cursor?: string) => callPage(mailEndpoints.outbox, { cursor, limit: 20 });

export const outboxQuery = () =>
  infiniteQueryOptions({
    queryKey: mailKeys.outbox,
    queryFn: ({ pageParam }) => getOutbox(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next,
  });

export const useOutbox = () => useInfiniteQuery(outboxQuery());
