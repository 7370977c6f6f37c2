import { CustomerDataErrors } from '@motus/contract';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import type { TenantScope } from '../../lib/tenant-scope.ts';
import { currentMandateOf, mandatePdf } from '../contracts/index.ts';
import { requireStudio } from '../studios/index.ts';
import { requireGroupPermission } from './customer-data-service.ts';

/** The member's current SEPA mandate as a PDF, as the studio's mandate text and their account show it. */
export async function currentMandatePdf(
  db: Database,
  scope: TenantScope<'customer'>,
): Promise<{ filename: string; content: Buffer }> {
  await requireGroupPermission(db, scope.tenant, 'PAYMENT');
  const mandate = await currentMandateOf(db, scope.tenant, scope.customerId);
  if (!mandate) throw notFound(CustomerDataErrors.noMandate, 'You have no SEPA direct debit mandate');
  return mandatePdf(db, mandate, await requireStudio(db, scope.homeStudioId), scope.user.locale);
}
