// A listing's photos (decision 380): the gallery for anyone; add, reorder and remove for its seller.
import { bookPhotoEndpoints, type BookPhotos } from '@boibazar/shared/catalogue';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { call, callUpload } from '#app/lib/call-endpoint.ts';
import { queryTags } from '#app/lib/query-tags.ts';
import { listingKeys } from './listing-keys.ts';

export const photosQuery = (bookId: string) =>
  queryOptions({
    queryKey: listingKeys.photos(bookId),
    queryFn: ({ signal }) => call(bookPhotoEndpoints.photos, { params: { id: bookId }, signal }),
  });

export const useBookPhotos = (bookId: string) => useQuery(photosQuery(bookId));

/** Add, reorder, remove: each answers with the new gallery, which replaces the cached one. */
export function useChangePhotos(bookId: string) {
  const client = useQueryClient();
  const onSuccess = (photos: BookPhotos) => {
    client.setQueryData(listingKeys.photos(bookId), photos);
    // The cover is the listing's `image`: every list showing it refreshes.
    void client.invalidateQueries({ queryKey: queryTags.book(bookId), exact: true });
  };
  return {
    add: useMutation({
      mutationFn: ({ file, onProgress }: { file: File; onProgress: (fraction: number) => void }) => {
        const form = new FormData();
        form.append('file', file);
        return callUpload(bookPhotoEndpoints.add, { id: bookId }, form, onProgress);
      },
      onSuccess,
    }),
    reorder: useMutation({
      mutationFn: (order: string[]) =>
        call(bookPhotoEndpoints.reorder, { params: { id: bookId }, body: { order } }),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (photoId: string) => call(bookPhotoEndpoints.remove, { params: { id: bookId, photoId } }),
      onSuccess,
    }),
  };
}
