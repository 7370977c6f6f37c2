/** The error codes of a member's consumption credit (Verzehrguthaben) and its recharge. */
export const ConsumptionCreditErrors = {
  /** A recharge below the studio's minimum or above its maximum (the validation call says which). */
  amountOutOfRange: 'CONSUMPTION_CREDIT_AMOUNT_OUT_OF_RANGE',
  /** Only a logged-in member recharges their own credit; there is no guest recharge. */
  loginRequired: 'CONSUMPTION_CREDIT_LOGIN_REQUIRED',
} as const;
