import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { ErrorCodes } from '../errors/common.ts';
import { isoDateTime } from '../schemas.ts';
import { moneySchema } from './booking-options.ts';

/**
 * The member's prepaid credit for drinks and shop purchases at the studio (Verzehrguthaben, issue 16 item 6): shown
 * with CUSTOMER_CENTER_CONSUMPTION_CREDIT_DISPLAY, recharged through the consumption-credit checkout with
 * CUSTOMER_CENTER_CONSUMPTION_CREDIT_RECHARGE.
 */
export const consumptionCreditMovementSchema = z.object({
  id: z.uuid(),
  /** When the studio booked it. */
  createdAt: isoDateTime,
  /** What it was for ("Recharge", "Protein shake"). */
  text: z.string(),
  /** Positive: a recharge; negative: something paid with the credit. */
  amount: moneySchema,
});

export const consumptionCreditSchema = z.object({
  balance: moneySchema,
  /** The customer's studio, whose payment methods pay a recharge. */
  studioId: z.number().int(),
  /** The latest movements, newest first. */
  movements: z.array(consumptionCreditMovementSchema),
});

export const consumptionCreditVariantsSchema = z.object({
  /** The recharge amounts the studio offers, smallest first. */
  variants: z.array(moneySchema),
  minimum: moneySchema,
  maximum: moneySchema,
});

export const consumptionCreditRefusals = ['BELOW_MINIMUM', 'ABOVE_MAXIMUM'] as const;

export const consumptionCreditValidationQuery = z.object({
  /** The recharge in major units of the studio's currency. */
  amount: z.coerce.number().positive().max(1_000_000).multipleOf(0.01),
});

export const consumptionCreditValidationSchema = z.object({
  valid: z.boolean(),
  /** Why a recharge of that amount is not allowed; null when it is. */
  reason: z.enum(consumptionCreditRefusals).nullable(),
  minimum: moneySchema,
  maximum: moneySchema,
});

const customerCall = { auth: 'member', principal: 'customer' } as const;

export const getConsumptionCredit = defineCall({
  id: 'consumptionCredit.get',
  method: 'GET',
  path: '/nox/v1/customercenter/consumptioncredit',
  ...customerCall,
  answer: consumptionCreditSchema,
  errors: [ErrorCodes.forbidden],
});

export const getConsumptionCreditVariants = defineCall({
  id: 'consumptionCredit.variants',
  method: 'GET',
  path: '/nox/v1/customercenter/consumptioncredit/variants',
  ...customerCall,
  answer: consumptionCreditVariantsSchema,
  errors: [ErrorCodes.forbidden],
});

export const validateConsumptionCreditRecharge = defineCall({
  id: 'consumptionCredit.validate',
  method: 'GET',
  path: '/nox/v1/customercenter/consumptioncredit/validation',
  ...customerCall,
  query: consumptionCreditValidationQuery,
  answer: consumptionCreditValidationSchema,
  errors: [ErrorCodes.forbidden],
});

export type ConsumptionCredit = z.infer<typeof consumptionCreditSchema>;
export type ConsumptionCreditMovement = z.infer<typeof consumptionCreditMovementSchema>;
export type ConsumptionCreditVariants = z.infer<typeof consumptionCreditVariantsSchema>;
export type ConsumptionCreditValidation = z.infer<typeof consumptionCreditValidationSchema>;
export type ConsumptionCreditRefusal = (typeof consumptionCreditRefusals)[number];
