import { catalogueRoutes } from '@boibazar/shared/paths';
import type { catalogueEndpoints } from '@boibazar/shared/catalogue';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#app/lib/call-endpoint.ts';
import { catalogueKeys } from './catalogue-keys.ts';

export const advertiseBook = (id: string) =>
  call<typeof catalogueEndpoints.advertise>(catalogueRoutes.advertise, { params: { id } });

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
