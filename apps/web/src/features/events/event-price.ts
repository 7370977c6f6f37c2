import type { TFunction } from 'i18next';
import { formatPrice } from '../../lib/format.ts';
import type { StudioEvent } from './use-studio-events.ts';

/**
 * The price or offer state of spec 000 section 3 as the visitor reads it: an online price formatted in the studio's
 * currency, Free, Members only, or for a place taken from a contingent its price (0: included in the membership).
 */
export function priceText(event: Pick<StudioEvent, 'priceOrOffer' | 'studio'>, locale: string, t: TFunction): string {
  const offer = event.priceOrOffer;
  if (typeof offer === 'number') {
    return offer > 0
      ? formatPrice({ amount: offer, currency: event.studio.currencyCode }, locale)
      : t('events.price.contingent');
  }
  switch (offer.state) {
    case 'FREE':
      return t('events.price.free');
    case 'MEMBER_ONLY':
      return t('events.price.memberOnly');
    case 'ONLINE_PAYMENT':
      return formatPrice(offer.price, locale, { freeLabel: t('events.price.free') });
  }
}
