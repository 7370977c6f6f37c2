import { ApiError } from '@motus/contract/client';
import { QueryClient } from '@tanstack/react-query';

const MAX_RETRIES = 2;

/** Client errors (4xx) are answers, not hiccups: retrying them only delays the error screen. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status < 500) return false;
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        // A screen mounting while a failed query is shown must not ask again on its own: the refetch makes the query
        // pending, the route gate shows its spinner, the screen unmounts, and the failure remounts it, for ever.
        // Retry buttons refetch explicitly.
        retryOnMount: false,
        staleTime: 60_000,
        refetchOnWindowFocus: false,
      },
    },
  });
}
