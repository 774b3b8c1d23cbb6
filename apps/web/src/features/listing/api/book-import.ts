// CSV import (decision 452): a preview of every row, then one publish.
import { listingEndpoints, type ImportRowChange } from '@boibazar/shared/listing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#app/lib/call-endpoint.ts';

export const previewImport = (csv: string) => call(listingEndpoints.importBooks, { body: { csv } });

export const publishImport = (id: string) => call(listingEndpoints.publishImport, { params: { id } });

export const usePreviewImport = () => useMutation({ mutationFn: previewImport });

/** One row's changed cells, or dropped or kept (decision 456); the server checks it again and answers the import. */
export const changeImportRow = (input: { id: string; line: number; change: ImportRowChange }) =>
  call(listingEndpoints.importRow, { params: { id: input.id, line: input.line }, body: input.change });

export const useChangeImportRow = () => useMutation({ mutationFn: changeImportRow });

export function usePublishImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: publishImport,
    // Every list of the seller's books shows the new listings.
    onSuccess: () => client.invalidateQueries(),
  });
}
