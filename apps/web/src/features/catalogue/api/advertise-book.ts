import { cataloguePaths } from '@boibazar/shared/paths';
import type { ModifyResult } from '@boibazar/shared/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#app/lib/api-client.ts';
import { catalogueKeys } from './catalogue-keys.ts';

export const advertiseBook = (id: string) =>
  api<ModifyResult>(cataloguePaths.advertise(encodeURIComponent(id)), { method: 'PUT' });

export function useAdvertiseBook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: advertiseBook,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: catalogueKeys.myBooks() });
      void queryClient.invalidateQueries({ queryKey: catalogueKeys.advertised });
    },
  });
}
