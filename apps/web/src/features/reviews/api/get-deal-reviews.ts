import { reviewPaths, type DealReviews } from '@boibazar/shared/reviews';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

import { reviewKeys, type ReviewedDeal } from './reviews-keys.ts';

export type { ReviewedDeal };

export const dealReviewsQuery = (deal: ReviewedDeal) =>
  queryOptions({
    queryKey: reviewKeys.dealReviews(deal),
    queryFn: () =>
      api<DealReviews>(
        'orderId' in deal
          ? reviewPaths.orderReviews(encodeURIComponent(deal.orderId))
          : reviewPaths.exchangeReviews(encodeURIComponent(deal.exchangeId)),
      ),
  });

export const useDealReviews = (deal: ReviewedDeal, enabled: boolean) =>
  useQuery({ ...dealReviewsQuery(deal), enabled });
