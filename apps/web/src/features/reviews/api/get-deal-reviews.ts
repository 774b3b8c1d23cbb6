import { reviewPaths, type DealReviews } from '@boibazar/shared/reviews';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** The deal reviewed: an order, or an exchange (each side reviews the other, decision 143). */
export type ReviewedDeal = { orderId: string } | { exchangeId: string };

/** Under the deal's own key (['order', id] or ['exchange', id]), so a review or a reply refreshes both. */
export const dealKey = (deal: ReviewedDeal) =>
  'orderId' in deal ? (['order', deal.orderId] as const) : (['exchange', deal.exchangeId] as const);

export const dealReviewsQuery = (deal: ReviewedDeal) =>
  queryOptions({
    queryKey: [...dealKey(deal), 'reviews'],
    queryFn: () =>
      api<DealReviews>(
        'orderId' in deal
          ? reviewPaths.orderReviews(encodeURIComponent(deal.orderId))
          : reviewPaths.exchangeReviews(encodeURIComponent(deal.exchangeId)),
      ),
  });

export const useDealReviews = (deal: ReviewedDeal, enabled: boolean) =>
  useQuery({ ...dealReviewsQuery(deal), enabled });
