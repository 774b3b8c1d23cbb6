import { reviewEndpoints } from '@boibazar/shared/reviews';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#app/lib/call-endpoint.ts';

import { reviewKeys, type ReviewedDeal } from './reviews-keys.ts';

export type { ReviewedDeal };

export const dealReviewsQuery = (deal: ReviewedDeal) =>
  queryOptions({
    queryKey: reviewKeys.dealReviews(deal),
    queryFn: () =>
      'orderId' in deal
        ? call(reviewEndpoints.orderReviews, { params: { id: deal.orderId } })
        : call(reviewEndpoints.exchangeReviews, { params: { id: deal.exchangeId } }),
  });

export const useDealReviews = (deal: ReviewedDeal, enabled: boolean) =>
  useQuery({ ...dealReviewsQuery(deal), enabled });
