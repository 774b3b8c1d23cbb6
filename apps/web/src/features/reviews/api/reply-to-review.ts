import { reviewPaths, type Review } from '@boibazar/shared/reviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export const replyToReview = ({ reviewId, text }: { reviewId: string; text: string }) =>
  api<Review>(reviewPaths.reply(encodeURIComponent(reviewId)), { method: 'POST', body: { text } });

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
