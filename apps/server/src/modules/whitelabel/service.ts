import { ErrorCodes, type WhitelabelConfig } from '@motus/contract';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import { findByAccountContext, findByFacilityGroup, findByHost } from './repo.ts';
import type { WhitelabelConfigRow } from './schema.ts';

export interface BrandSelector {
  facilityGroup: string | undefined;
  host: string;
}

function toConfig(row: WhitelabelConfigRow): WhitelabelConfig {
  return {
    id: row.id,
    name: row.name,
    platformName: row.platformName,
    tenantName: row.tenantId,
    publicFacilityGroup: row.publicFacilityGroup,
    brandIdentifier: row.brandIdentifier,
    accountContext: row.accountContext,
    context: row.context,
    legalEntity: row.legalEntity,
    legalEntityAddress: row.legalEntityAddress,
    hideSupportUrl: row.hideSupportUrl,
    style: row.style,
    texts: row.texts,
  };
}

function hostNameOf(host: string): string {
  return host.split(':')[0] ?? host;
}

/** The brand named by the facility group, else the one bound to the host; a 404 without one. */
export async function selectWhitelabelConfig(db: Database, selector: BrandSelector): Promise<WhitelabelConfig> {
  const row = selector.facilityGroup
    ? await findByFacilityGroup(db, selector.facilityGroup)
    : await findByHost(db, hostNameOf(selector.host));
  if (!row) throw notFound(ErrorCodes.whitelabelNotFound, 'No white-label brand for this request');
  return toConfig(row);
}

/**
 * The brand of a portal page: undefined when the request names none (no facility group, a host bound to no brand),
 * which is the portal's own look rather than an error; an unknown facility group is still not found.
 */
export async function brandOfRequest(db: Database, selector: BrandSelector): Promise<WhitelabelConfig | undefined> {
  if (selector.facilityGroup) return selectWhitelabelConfig(db, selector);
  const row = await findByHost(db, hostNameOf(selector.host));
  return row && toConfig(row);
}

/** The brands of an account context (FIT_X, RSG_GROUP, …), for other modules. */
export async function brandsOfAccountContext(db: Database, accountContext: string): Promise<WhitelabelConfig[]> {
  return (await findByAccountContext(db, accountContext)).map(toConfig);
}
