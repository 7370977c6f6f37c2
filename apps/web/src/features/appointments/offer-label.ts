import type { SingleBenefit } from '@motus/contract';
import { type OfferViewer, offerStatement } from '../../lib/offer-statement.ts';

/** A single appointment's price or offer state for the viewer; a price is per appointment. */
export function offerOf(benefit: Pick<SingleBenefit, 'priceOrOffer'>, viewer: OfferViewer): string {
  return offerStatement(benefit.priceOrOffer, viewer, 'booking.price.perAppointment');
}
