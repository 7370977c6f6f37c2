import type { Database } from '../../db/client.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { createStudio, type NewStudio, studioUuidOf } from '../studios/index.ts';
import { createBrand } from '../whitelabel/index.ts';
import { insertTenant } from './repo.ts';

/** A tenant as an operator creates it (`npm run tenant:create`): its names, its brand and its first studio. */
export interface NewTenant {
  /** The tenant key of headers and studio uuids: lower-case letters, digits and dashes. */
  tenant: string;
  /** The legal name (imprint, invoices). */
  name: string;
  /** The name the portal shows; the legal name by default. */
  publicName?: string | undefined;
  /** How the brand is chosen (`?facilityGroup=`); the tenant key by default. */
  facilityGroup?: string | undefined;
  /** Host names that choose the brand without a facility group. */
  hosts: string[];
  studio: Omit<NewStudio, 'tenantId' | 'facilityGroup'>;
}

export interface CreatedTenant {
  tenant: string;
  brandId: number;
  facilityGroup: string;
  studioId: number;
  studioUuid: string;
}

/** Creates the tenant, its brand (white-label row) and its first studio in one transaction. */
export async function createTenant(db: Database, input: NewTenant): Promise<CreatedTenant> {
  const publicName = input.publicName ?? input.name;
  const facilityGroup = input.facilityGroup ?? input.tenant;
  try {
    return await db.transaction(async (tx) => {
      await insertTenant(tx, { id: input.tenant, name: input.name, publicName });
      const brand = await createBrand(tx, {
        tenantId: input.tenant,
        name: publicName,
        facilityGroup,
        hosts: input.hosts,
      });
      const studio = await createStudio(tx, { ...input.studio, tenantId: input.tenant, facilityGroup });
      return {
        tenant: input.tenant,
        brandId: brand.id,
        facilityGroup,
        studioId: studio.id,
        studioUuid: studioUuidOf(studio),
      };
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new Error(`The tenant ${input.tenant} or the facility group ${facilityGroup} exists already`);
    }
    throw error;
  }
}
