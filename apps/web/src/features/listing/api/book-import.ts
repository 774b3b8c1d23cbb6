// CSV import (decision 452): a preview of every row, then one publish.
import { listingPaths, type BookImport } from '@boibazar/shared/listing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const previewImport = (csv: string) =>
  api<BookImport>(listingPaths.importBooks, { method: 'POST', body: { csv } });

export const publishImport = (id: string) =>
  api<BookImport>(listingPaths.publishImport(encodeURIComponent(id)), { method: 'POST' });

export const usePreviewImport = () => useMutation({ mutationFn: previewImport });

export function usePublishImport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: publishImport,
    // Every list of the seller's books shows the new listings.
    onSuccess: () => client.invalidateQueries(),
  });
}
