import { reviewEndpoints } from '@boibazar/shared/reviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '#app/lib/call-endpoint.ts';

export const replyToReview = ({ reviewId, text }: { reviewId: string; text: string }) =>
  call(reviewEndpoints.reply, { params: { id: reviewId }, body: { text } });

export function useReplyToReview(queryKey: readonly unknown[]) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: replyToReview,
    // Not awaited: the reply form's toast runs before the refetch removes the form.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey });
    },
  });
}
