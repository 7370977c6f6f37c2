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
      queries: { retry: shouldRetry, staleTime: 60_000, refetchOnWindowFocus: false },
    },
  });
}
