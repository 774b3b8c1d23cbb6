import { reviewEndpoints, type NewReview } from '@boibazar/shared/reviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#app/lib/call-endpoint.ts';

export const createReview = (review: NewReview) => call(reviewEndpoints.create, { body: review });

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
