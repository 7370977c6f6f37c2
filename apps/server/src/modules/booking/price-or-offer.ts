import type { PriceOrOffer } from '@motus/contract';

/** What of a benefit decides its price or offer state (benefits columns). */
export interface PricedBenefit {
  bookingOptionType: string;
  priceMinor: number | null;
  currencyCode: string | null;
  trialConfigurationId: number | null;
}

/**
 * spec 000 "Price or offer state": FREE, MEMBER_ONLY and ONLINE_PAYMENT (with its price in major units) are states;
 * a place taken from a contingent is a plain number, 0, as it costs nothing beyond the visit.
 */
export function priceOrOfferOf(benefit: PricedBenefit, studioCurrency: string): PriceOrOffer {
  const benefitTrialConfigurationId = benefit.trialConfigurationId;
  switch (benefit.bookingOptionType) {
    case 'FREE':
      return { state: 'FREE', benefitTrialConfigurationId };
    case 'MEMBER_ONLY':
      return { state: 'MEMBER_ONLY', benefitTrialConfigurationId };
    case 'ONLINE_PAYMENT':
      return {
        state: 'ONLINE_PAYMENT',
        price: { amount: (benefit.priceMinor ?? 0) / 100, currency: benefit.currencyCode ?? studioCurrency },
        benefitTrialConfigurationId,
      };
    default:
      return 0;
  }
}
