import { listingPaths, type BookLookup } from '@boibazar/shared/listing';
import { useMutation } from '@tanstack/react-query';
import { api } from '#app/lib/api-client.ts';

/** GET /api/books/lookup: asked when the seller presses the button, so a mutation rather than a query. */
export const lookUpBook = (isbn: string) => api<BookLookup>(listingPaths.lookup, { query: { isbn } });

export const useLookUpBook = () => useMutation({ mutationFn: lookUpBook });
