// The one page-flattening helper: an infinite query's pages loaded so far, as one list in order.
import type { InfiniteData } from '@tanstack/react-query';

export function itemsOf<T>(data: InfiniteData<{ items: T[] }, unknown> | undefined): T[];
export function itemsOf<P, T>(data: InfiniteData<P, unknown> | undefined, itemsOfPage: (page: P) => T[]): T[];
export function itemsOf<P, T>(
  data: InfiniteData<P, unknown> | undefined,
  itemsOfPage: (page: P) => T[] = (page) => (page as { items: T[] }).items,
): T[] {
  return data?.pages.flatMap(itemsOfPage) ?? [];
}
