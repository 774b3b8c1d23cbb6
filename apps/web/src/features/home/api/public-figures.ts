// The landing page's real figures, counted by the server (decision 421).
import type { adminEndpoints } from '@boibazar/shared/admin';
import { adminRoutes } from '@boibazar/shared/paths';
import { useQuery } from '@tanstack/react-query';
import { call } from '#app/lib/call-endpoint.ts';

export const usePublicFigures = () =>
  useQuery({
    queryKey: ['public-figures'] as const,
    queryFn: () => call<typeof adminEndpoints.figures>(adminRoutes.figures),
    staleTime: 60_000,
  });
