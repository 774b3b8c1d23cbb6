// CSV import (decision 452): a preview of every row, then one publish.
import { listingPaths, type BookImport, type ImportRowChange } from '@boibazar/shared/listing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#app/lib/api-client.ts';

export const previewImport = (csv: string) =>
  api<BookImport>(listingPaths.importBooks, { method: 'POST', body: { csv } });

export const publishImport = (id: string) =>
  api<BookImport>(listingPaths.publishImport(encodeURIComponent(id)), { method: 'POST' });

export const usePreviewImport = () => useMutation({ mutationFn: previewImport });

/** One row's changed cells, or dropped or kept (decision 456); the server checks it again and answers the import. */
export const changeImportRow = (input: { id: string; line: number; change: ImportRowChange }) =>
  api<BookImport>(listingPaths.importRow(encodeURIComponent(input.id), input.line), {
    method: 'PATCH',
    body: input.change,
  });

export const useChangeImportRow = () => useMutation({ mutationFn: changeImportRow });

export function usePublishImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: publishImport,
    // Every list of the seller's books shows the new listings.
    onSuccess: () => client.invalidateQueries(),
  });
}
