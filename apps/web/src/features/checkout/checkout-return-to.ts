import type { CheckoutReturnTo } from '@motus/contract';
import { keepStickyQuery } from '../../lib/sticky-query.ts';

/** Where the provider sends the buyer back; the server fills `{checkoutId}`, the page keeps brand and language. */
export function checkoutReturnTo(base: string, search: string): CheckoutReturnTo {
  // Not through a URL: it would encode the placeholder's braces.
  const query = keepStickyQuery(base, search).search ?? '';
  const back = (step: string) => `${base}/${step}/{checkoutId}${query}`;
  return { success: back('success'), cancel: back('cancel'), failure: back('failure') };
}
