import { reviewPaths, type NewReview, type Review } from '@boibazar/shared/reviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const createReview = (review: NewReview) =>
  api<Review>(reviewPaths.reviews, { method: 'POST', body: review });

/** `dealKey`: the query of the order or exchange reviewed, whose actions change. */
export function useCreateReview(dealKey: readonly unknown[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createReview,
    // The deal's actions and both review lists change. NOTE: not awaited, so the form's own onSuccess
    // (its toast) runs before the refetch unmounts the form.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: dealKey });
    },
  });
}
