import { catalogueRoutes } from '@boibazar/shared/paths';
import type { catalogueEndpoints } from '@boibazar/shared/catalogue';
import { useMutation } from '@tanstack/react-query';
import { call } from '#app/lib/call-endpoint.ts';

export const reportBook = ({ id, reason }: { id: string; reason?: string }) =>
  call<typeof catalogueEndpoints.report>(catalogueRoutes.report, {
    params: { id },
    body: { reason: reason || null },
  });

export const useReportBook = () => useMutation({ mutationFn: reportBook });
