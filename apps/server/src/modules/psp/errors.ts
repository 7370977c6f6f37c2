/** The test provider's own error codes, as a real provider's API would answer them. */
export const PspErrorCodes = {
  sessionNotFound: 'PSP_SESSION_NOT_FOUND',
  sessionDecided: 'PSP_SESSION_DECIDED',
  wrongMethod: 'PSP_WRONG_METHOD',
  methodNotAvailable: 'PAYMENT_METHOD_NOT_AVAILABLE',
  invalidAmount: 'PSP_INVALID_AMOUNT',
  invalidCard: 'PSP_INVALID_CARD',
  invalidMandate: 'PSP_INVALID_MANDATE',
  invalidBank: 'PSP_INVALID_BANK',
  refundNotAllowed: 'REFUND_NOT_ALLOWED',
  refundExceedsCaptured: 'REFUND_EXCEEDS_CAPTURED',
  invalidSignature: 'INVALID_SIGNATURE',
} as const;
