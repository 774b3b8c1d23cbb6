import type { catalogueEndpoints } from '@boibazar/shared/catalogue';
import { catalogueRoutes } from '@boibazar/shared/paths';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#app/lib/call-endpoint.ts';
import { catalogueKeys } from './catalogue-keys.ts';

/** PUT adds, DELETE removes: both are safe to repeat. */
export const setWishlisted = ({
  id,
  wishlisted,
}: {
  id: string;
  wishlisted: boolean;
}): Promise<{ acknowledged: true }> =>
  wishlisted
    ? call<typeof catalogueEndpoints.addToWishlist>(catalogueRoutes.addToWishlist, { params: { bookId: id } })
    : call<typeof catalogueEndpoints.removeFromWishlist>(catalogueRoutes.removeFromWishlist, {
        params: { bookId: id },
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
