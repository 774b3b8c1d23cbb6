import { mailPaths } from '@boibazar/shared/paths';
import type { OutboxEmail } from '@boibazar/shared/mail';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiPage } from '#app/lib/api-client.ts';

export const mailKeys = { outbox: ['mail', 'outbox'] as const };

export const getOutbox = (cursor?: string) =>
  apiPage<OutboxEmail>(mailPaths.outbox, { query: { cursor, limit: 20 } });

export const outboxQuery = () =>
  infiniteQueryOptions({
    queryKey: mailKeys.outbox,
    queryFn: ({ pageParam }) => getOutbox(pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next,
  });

export const useOutbox = () => useInfiniteQuery(outboxQuery());
