import { reviewEndpoints } from '@boibazar/shared/reviews';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { call, callPage } from '#app/lib/call-endpoint.ts';
import { reviewKeys } from './reviews-keys.ts';

export const sellerQuery = (sellerId: string) =>
  queryOptions({
    queryKey: reviewKeys.seller(sellerId),
    queryFn: () => call(reviewEndpoints.seller, { params: { id: sellerId } }),
  });

export const sellerReviewsQuery = (sellerId: string) =>
  infiniteQueryOptions({
    queryKey: reviewKeys.sellerReviews(sellerId),
    queryFn: ({ pageParam }) =>
      callPage(reviewEndpoints.sellerReviews, { params: { id: sellerId }, cursor: pageParam, limit: 10 }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next,
  });

export const useSeller = (sellerId: string) => useQuery(sellerQuery(sellerId));
export const useSellerReviews = (sellerId: string) => useInfiniteQuery(sellerReviewsQuery(sellerId));
