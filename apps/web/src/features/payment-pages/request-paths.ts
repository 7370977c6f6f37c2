import { withStickyQuery } from '../../lib/sticky-query.ts';

export type ProviderResult = 'success' | 'cancel' | 'failure';

/** The external payment page of a request, keeping the page's brand and language parameters. */
export function requestPagePath(requestId: string, search: string): string {
  return withStickyQuery(`/payment?paymentRequestId=${encodeURIComponent(requestId)}`, search);
}

/**
 * Where the provider sends the buyer back: the same page with the checkout's public token (the server fills
 * `{checkoutId}`) and what the buyer did there; the page then asks the server how it really ended.
 */
export function requestReturnTo(requestId: string, search: string): Record<ProviderResult, string> {
  const page = (result: ProviderResult) =>
    `${requestPagePath(requestId, search)}&checkout={checkoutId}&result=${result}`;
  return { success: page('success'), cancel: page('cancel'), failure: page('failure') };
}
