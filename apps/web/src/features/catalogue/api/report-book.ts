import { cataloguePaths } from '@boibazar/shared/paths';
import type { ModifyResult } from '@boibazar/shared/common';
import { useMutation } from '@tanstack/react-query';
import { api } from '#app/lib/api-client.ts';

export const reportBook = ({ id, reason }: { id: string; reason?: string }) =>
  api<ModifyResult>(cataloguePaths.report(encodeURIComponent(id)), {
    method: 'PUT',
    body: { reason: reason || null },
  });

export const useReportBook = () => useMutation({ mutationFn: reportBook });
