import { auditEndpoints, type AuditFilters } from '@boibazar/shared/audit';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { call, callPage } from '#app/lib/call-endpoint.ts';

export const auditKeys = {
  all: ['audit'] as const,
  entries: (filters: AuditFilters) => ['audit', 'entries', filters] as const,
  actions: ['audit', 'actions'] as const,
};

export const auditQuery = (filters: AuditFilters) =>
  infiniteQueryOptions({
    queryKey: auditKeys.entries(filters),
    queryFn: ({ pageParam }) =>
      callPage(auditEndpoints.entries, { query: filters, cursor: pageParam, limit: 30 }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next,
  });

export const useAudit = (filters: AuditFilters) => useInfiniteQuery(auditQuery(filters));

export const useAuditActions = () =>
  useQuery(queryOptions({ queryKey: auditKeys.actions, queryFn: () => call(auditEndpoints.actions) }));
