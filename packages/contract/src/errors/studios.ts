/** The error codes of a studio's pages: its logo, legal texts, news, the SEPA agreement and the finder. */
export const StudioErrors = {
  logoNotFound: 'LOGO_NOT_FOUND',
  legalInfoNotFound: 'LEGAL_INFO_NOT_FOUND',
  newsNotFound: 'NEWS_NOT_FOUND',
  sepaAgreementNotFound: 'SEPA_AGREEMENT_NOT_FOUND',
  facilityGroupRequired: 'FACILITY_GROUP_REQUIRED',
  placeNotFound: 'PLACE_NOT_FOUND',
} as const;

export const UtilizationErrors = {
  notConfigured: 'UTILIZATION_NOT_CONFIGURED',
  notRevealed: 'UTILIZATION_NOT_REVEALED',
} as const;
