import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const advertiseBook = (id: string) =>
  api<{ modifiedCount: number }>(`/books/advertise/${encodeURIComponent(id)}`, { method: 'PUT' });

export function useAdvertiseBook() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: advertiseBook,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['my-books'] });
      void queryClient.invalidateQueries({ queryKey: ['advertised-books'] });
    },
  });
}
