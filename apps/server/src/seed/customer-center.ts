import { CUSTOMER_CENTER_PERMISSIONS, type CustomerCenterPermission } from '@motus/contract';
import type { NewCustomerCenterSettingsRow } from '../modules/customer-center/schema.ts';

const without = (...names: CustomerCenterPermission[]) =>
  CUSTOMER_CENTER_PERMISSIONS.filter((permission) => !names.includes(permission));

/**
 * Kraftwerk offers the whole self-service area (idle periods with a proof: WITH_VERIFICATION wins over WITHOUT);
 * Alpenfit keeps contracts, invoices and bank details in the studio, asks for a signature on payment changes and takes
 * idle periods without a proof; Lone Star has no idle periods, invoices, loyalty programme or compensations.
 */
export const demoCustomerCenterSettings: NewCustomerCenterSettingsRow[] = [
  { tenantId: 'kraftwerk', paymentSignatureRequired: false, permissions: [...CUSTOMER_CENTER_PERMISSIONS] },
  {
    tenantId: 'alpenfit',
    paymentSignatureRequired: true,
    permissions: without(
      'CUSTOMER_CENTER_CONTRACT_SHOW_INACTIVE_CONTRACTS',
      'CUSTOMER_CENTER_CONSUMPTION_CREDIT_DISPLAY',
      'CUSTOMER_CENTER_CONSUMPTION_CREDIT_RECHARGE',
      'CUSTOMER_CENTER_ACCOUNT_BALANCE_ALLOWED',
      'CUSTOMER_CENTER_INVOICE_ACTIVE',
      'CUSTOMER_CENTER_PAYMENT_ACTIVE_READ',
      'CUSTOMER_CENTER_IDLE_PERIOD_ACTIVE_WITH_VERIFICATION',
    ),
  },
  {
    tenantId: 'lonestar',
    paymentSignatureRequired: false,
    permissions: without(
      'CUSTOMER_CENTER_LOYALTY_PROGRAM',
      'SELF_SERVICE_COMPENSATION',
      'CUSTOMER_CENTER_IDLE_PERIOD_ACTIVE_READ',
      'CUSTOMER_CENTER_IDLE_PERIOD_ACTIVE_WITHOUT_VERIFICATION',
      'CUSTOMER_CENTER_IDLE_PERIOD_ACTIVE_WITH_VERIFICATION',
      'CUSTOMER_CENTER_INVOICE_ACTIVE',
    ),
  },
];
