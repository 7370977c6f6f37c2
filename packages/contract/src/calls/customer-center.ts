import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { tenantKey } from '../schemas.ts';

/** The self-service sub-permissions a tenant can grant its customers (spec 000 section 6). */
export const CUSTOMER_CENTER_PERMISSIONS = [
  'SELF_SERVICE',
  'CUSTOMER_CENTER',
  'SELF_SERVICE_COMPENSATION',
  ...[
    'PERSONAL_ACTIVE_READ',
    'ADDRESS_ACTIVE_READ',
    'CONTACT_ACTIVE_READ',
    'PAYMENT_ACTIVE_READ',
    'CONTRACT_SHOW_ACTIVE_CONTRACTS',
    'CONTRACT_SHOW_INACTIVE_CONTRACTS',
    'INVOICE_ACTIVE',
    'IDLE_PERIOD_ACTIVE_READ',
    'IDLE_PERIOD_ACTIVE_WITHOUT_VERIFICATION',
    'IDLE_PERIOD_ACTIVE_WITH_VERIFICATION',
    'REFERRAL_ACTIVE',
    'LOYALTY_PROGRAM',
    'CHECKIN_HISTORY_ACTIVE',
    'CONSUMPTION_CREDIT_DISPLAY',
    'CONSUMPTION_CREDIT_RECHARGE',
    'ACCOUNT_DETAILED_VIEW',
    'ACCOUNT_SUMMARIZED_VIEW',
    'ACCOUNT_BALANCE_ALLOWED',
  ].map((name) => `CUSTOMER_CENTER_${name}`),
] as const;

export const customerConfigSchema = z.object({
  paymentSignatureRequired: z.boolean(),
  permissions: z.array(z.enum(CUSTOMER_CENTER_PERMISSIONS)),
});

/** The customer configuration of the member in a tenant: what the self-service area offers them. */
export const getCustomerConfig = defineCall({
  id: 'customerCenter.getConfig',
  method: 'GET',
  path: '/nox/v1/customercenter/config',
  auth: 'member',
  principal: 'customer',
  tenant: 'query',
  query: z.object({ tenant: tenantKey.optional() }),
  answer: customerConfigSchema,
});

export type CustomerConfig = z.infer<typeof customerConfigSchema>;
export type CustomerCenterPermission = (typeof CUSTOMER_CENTER_PERMISSIONS)[number];
