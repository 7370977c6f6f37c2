import type { PriceOrOffer } from '@motus/contract';
import type { TFunction } from 'i18next';
import { formatPrice } from './format.ts';

export interface OfferViewer {
  /** One of the member's contingents books the place (the member variants' bookableWithContingent); never a guest. */
  covered: boolean;
  locale: string;
  t: TFunction;
}

/**
 * spec 000 "Price or offer state" as one statement to the viewer: a place their contingent covers reads as covered,
 * whatever it would cost others; otherwise what applies to anyone: free, members only (a place booked with a
 * contingent, which a guest has none of), or the price. `pricePer` words a price, e.g. "{{price}} per appointment".
 */
export function offerStatement(offer: PriceOrOffer, viewer: OfferViewer, pricePer?: string): string {
  const { covered, locale, t } = viewer;
  if (typeof offer !== 'number' && offer.state === 'FREE') return t('booking.price.FREE');
  if (covered) return t('booking.price.CONTINGENT');
  if (typeof offer === 'number' || offer.state === 'MEMBER_ONLY') return t('booking.price.MEMBER_ONLY');
  const price = formatPrice(offer.price, locale, { freeLabel: t('booking.price.FREE') });
  return pricePer ? t(pricePer, { price }) : price;
}
