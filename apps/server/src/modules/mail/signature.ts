import type { Database } from '../../db/client.ts';
import { findTenant } from '../tenants/index.ts';
import { findByFacilityGroup } from '../whitelabel/index.ts';

/** The portal's own name: it signs only what concerns no tenant (an account of the generic portal). */
export const PORTAL_NAME = 'Motus';

/**
 * Whom a mail concerns: the brand (facility group) and the tenant of the studio it is about, or of the portal page it
 * was asked from. Neither: the generic portal.
 */
export interface MailSigner {
  facilityGroup: string | null | undefined;
  tenantId: string | null | undefined;
}

/** The signer of a mail about a studio or what it sold: its brand and tenant. */
export function signerOfStudio(studio: { facilityGroup: string | null; tenantId: string }): MailSigner {
  return { facilityGroup: studio.facilityGroup, tenantId: studio.tenantId };
}

/**
 * Who signs a mail: the white-label brand it concerns, else the tenant's public name (a studio operator without a
 * brand of its own), else the portal. A brand is never signed "Motus" (docs/decisions.md, "Mails signed by the brand").
 */
export async function signatureName(db: Database, signer: MailSigner): Promise<string> {
  const brand = signer.facilityGroup ? await findByFacilityGroup(db, signer.facilityGroup) : undefined;
  if (brand) return brand.name;
  const tenant = signer.tenantId ? await findTenant(db, signer.tenantId) : undefined;
  return tenant?.publicName ?? PORTAL_NAME;
}
