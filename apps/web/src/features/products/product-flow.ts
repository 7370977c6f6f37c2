import type { ProductKind } from '@motus/contract';
import { useLocation } from 'react-router';

/** The `{kind}` of `/booking/{kind}/:offerId`. */
export type FlowKind = 'offer' | 'day-ticket' | 'voucher';

export const PRODUCT_KIND: Record<FlowKind, ProductKind> = {
  offer: 'OFFER',
  'day-ticket': 'DAY_TICKET',
  voucher: 'VOUCHER',
};

export const FLOW_KIND: Record<ProductKind, FlowKind> = {
  OFFER: 'offer',
  DAY_TICKET: 'day-ticket',
  VOUCHER: 'voucher',
};

/** The list screen each kind is chosen on, relative to the studio prefix. */
export const LIST_PAGE: Record<FlowKind, string> = {
  offer: 'offers',
  'day-ticket': 'day-tickets',
  voucher: 'vouchers',
};

/** Where a product flow screen is: the kind, the variant bought (`:offerId`) and the path of the flow's start. */
export interface ProductFlowPath {
  kind: FlowKind;
  variantId: number;
  /** `/studio/{uuid}/booking/{kind}/{offerId}`: every step is below it. */
  base: string;
  /** `/studio/{uuid}`. */
  studioPrefix: string;
}

const FLOW_PATH = /^(\/studio\/[^/]+)\/booking\/(offer|day-ticket|voucher)\/(\d+)(?:\/|$)/;

export function productFlowPathOf(pathname: string): ProductFlowPath | undefined {
  const match = FLOW_PATH.exec(pathname);
  if (!match) return undefined;
  const [whole = '', studioPrefix = '', kind = '', id = ''] = match;
  return { kind: kind as FlowKind, variantId: Number(id), base: whole.replace(/\/$/, ''), studioPrefix };
}

export function useProductFlowPath(): ProductFlowPath | undefined {
  return productFlowPathOf(useLocation().pathname);
}

/** The steps below a flow's base path. */
export const productPaths = {
  contact: (base: string) => `${base}/contact`,
  payment: (base: string) => `${base}/payment`,
  summary: (base: string, checkoutId: string) => `${base}/summary/${encodeURIComponent(checkoutId)}`,
  success: (base: string, checkoutId: string) => `${base}/success/${encodeURIComponent(checkoutId)}`,
  payLaterSuccess: (base: string, leadId: string) => `${base}/paylater/success/${encodeURIComponent(leadId)}`,
  payLaterFailure: (base: string) => `${base}/paylater/failure`,
};
