import { listingEndpoints } from '@boibazar/shared/listing';
import { useMutation } from '@tanstack/react-query';
import { call } from '#app/lib/call-endpoint.ts';

/** GET /api/books/lookup: asked when the seller presses the button, so a mutation rather than a query. */
export const lookUpBook = (isbn: string) => call(listingEndpoints.lookup, { query: { isbn } });

export const useLookUpBook = () => useMutation({ mutationFn: lookUpBook });
