import { reviewPaths, type Review, type SellerProfile } from '@boibazar/shared/reviews';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api, apiPage } from '../../../lib/api-client.ts';
import { reviewKeys } from './reviews-keys.ts';

export const sellerQuery = (sellerId: string) =>
  queryOptions({
    queryKey: reviewKeys.seller(sellerId),
    queryFn: () => api<SellerProfile>(reviewPaths.seller(encodeURIComponent(sellerId))),
  });

export const sellerReviewsQuery = (sellerId: string) =>
  infiniteQueryOptions({
    queryKey: reviewKeys.sellerReviews(sellerId),
    queryFn: ({ pageParam }) =>
      apiPage<Review>(reviewPaths.sellerReviews(encodeURIComponent(sellerId)), {
        query: { cursor: pageParam, limit: 10 },
      }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.next,
  });

export const useSeller = (sellerId: string) => useQuery(sellerQuery(sellerId));
export const useSellerReviews = (sellerId: string) => useInfiniteQuery(sellerReviewsQuery(sellerId));
