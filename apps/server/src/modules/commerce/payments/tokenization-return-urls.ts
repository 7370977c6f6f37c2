import { NOTIFICATION_PATH } from '../checkouts/authenticate-service.ts';
import type { ProviderReturnUrls } from '../provider/payment-provider.ts';

export type ProviderResult = 'success' | 'cancel' | 'failure';

/** A portal path with the given query parameters added to its own. */
export function withQuery(path: string, params: Record<string, string>): string {
  const [pathname = '/', query = ''] = path.split('?', 2);
  const search = new URLSearchParams(query);
  for (const [name, value] of Object.entries(params)) search.set(name, value);
  return `${pathname}?${search.toString()}`;
}

/** The provider's return URLs to one portal page, told apart by a `result` query parameter, and its webhook. */
export function returnUrlsTo(origin: string, path: string, params: Record<string, string>): ProviderReturnUrls {
  const urlFor = (result: ProviderResult) => `${origin}${withQuery(path, { ...params, result })}`;
  return {
    successUrl: urlFor('success'),
    cancelUrl: urlFor('cancel'),
    failureUrl: urlFor('failure'),
    notifyUrl: `${origin}${NOTIFICATION_PATH}`,
  };
}
