import type { DeleteResult, ModifyResult } from '@boibazar/shared/common';
import { cataloguePaths } from '@boibazar/shared/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#app/lib/api-client.ts';
import { catalogueKeys } from './catalogue-keys.ts';

/** PUT adds, DELETE removes: both are safe to repeat. */
export const setWishlisted = ({ id, wishlisted }: { id: string; wishlisted: boolean }) =>
  api<ModifyResult | DeleteResult>(cataloguePaths.wishlistBook(encodeURIComponent(id)), {
    method: wishlisted ? 'PUT' : 'DELETE',
  });

export function useToggleWishlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setWishlisted,
    onSuccess: () =>
      Promise.all(
        [catalogueKeys.wishlist, ['category-books'], ['search-books']].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
