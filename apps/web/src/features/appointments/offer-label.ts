import type { SingleBenefit } from '@motus/contract';
import type { TFunction } from 'i18next';
import { formatPrice } from '../../lib/format.ts';

/** spec 000 "Price or offer state" in words: a contingent visit, free, members only, or the price. */
export function offerLabel(benefit: Pick<SingleBenefit, 'priceOrOffer'>, t: TFunction, locale: string): string {
  const offer = benefit.priceOrOffer;
  if (typeof offer === 'number') return t('appointments.offer.CONTINGENT');
  if (offer.state === 'ONLINE_PAYMENT')
    return t('appointments.offer.price', { price: formatPrice(offer.price, locale) });
  return t(`appointments.offer.${offer.state}`);
}
