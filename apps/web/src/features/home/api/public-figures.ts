// The landing page's real figures, counted by the server (decision 421).
import type { PublicFigures } from '@boibazar/shared/admin';
import { adminPaths } from '@boibazar/shared/paths';
import { useQuery } from '@tanstack/react-query';
import { api } from '#app/lib/api-client.ts';

export const usePublicFigures = () =>
  useQuery({
    queryKey: ['public-figures'] as const,
    queryFn: () => api<PublicFigures>(adminPaths.figures),
    staleTime: 60_000,
  });
