import { listPayments } from '@motus/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { type PaymentEntry, paymentsKey } from '../payment-entry.ts';

const PAGE_SIZE = 20;

export function paymentsQueryOptions() {
  return infiniteQueryOptions({
    queryKey: [...paymentsKey, 'list'],
    queryFn: ({ pageParam, signal }) => api(listPayments, { query: { page: pageParam, size: PAGE_SIZE }, signal }),
    initialPageParam: 0,
    getNextPageParam: (last) => ((last.page + 1) * last.size < last.totalElements ? last.page + 1 : undefined),
  });
}

/** The member's payments in every studio they are connected to, newest first, a page at a time. */
export function usePayments() {
  const result = useInfiniteQuery(paymentsQueryOptions());
  const payments: PaymentEntry[] = result.data?.pages.flatMap((page) => page.content) ?? [];
  return { ...result, payments };
}
