// Query keys of the admin screens, and what to refresh after a change that the public pages show too.
import type { QueryClient } from '@tanstack/react-query';

export const adminKeys = {
  all: ['admin'] as const,
  sellers: ['admin', 'sellers'] as const,
  buyers: ['admin', 'buyers'] as const,
  reported: ['admin', 'reported'] as const,
  overview: ['admin', 'overview'] as const,
  disputes: ['admin', 'disputes'] as const,
};

/**
 * A verification or deletion changes what every page shows (cards, lists, the verified tick), so all
 * cached server data except the session is marked stale: active lists refetch now, others on next view.
 */
export const refreshAfterAdminChange = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'session' });
