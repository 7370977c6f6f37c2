import { ErrorCodes, type WhitelabelConfig } from '@motus/contract';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import { translated } from '../../lib/localized-text.ts';
import { findByAccountContext, findByFacilityGroup, findByHost, insertBrand, nextBrandId } from './repo.ts';
import type { WhitelabelConfigRow } from './schema.ts';

export interface BrandSelector {
  facilityGroup: string | undefined;
  host: string;
}

/** The brand's texts (title, imprint, contact link) are answered in this locale, where translated. */
function toConfig(row: WhitelabelConfigRow, locale?: string): WhitelabelConfig {
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
    texts: translated(row.texts, row.translations, locale),
  };
}

function hostNameOf(host: string): string {
  return host.split(':')[0] ?? host;
}

/** The brand named by the facility group, else the one bound to the host, its texts in the locale; a 404 without one. */
export async function selectWhitelabelConfig(
  db: Database,
  selector: BrandSelector,
  locale?: string,
): Promise<WhitelabelConfig> {
  const row = selector.facilityGroup
    ? await findByFacilityGroup(db, selector.facilityGroup)
    : await findByHost(db, hostNameOf(selector.host));
  if (!row) throw notFound(ErrorCodes.whitelabelNotFound, 'No white-label brand for this request');
  return toConfig(row, locale);
}

/**
 * The brand of a portal page: undefined when the request names none (no facility group, a host bound to no brand),
 * which is the portal's own look rather than an error; an unknown facility group is still not found.
 */
export async function brandOfRequest(
  db: Database,
  selector: BrandSelector,
  locale?: string,
): Promise<WhitelabelConfig | undefined> {
  if (selector.facilityGroup) return selectWhitelabelConfig(db, selector, locale);
  const row = await findByHost(db, hostNameOf(selector.host));
  return row && toConfig(row, locale);
}

/** The brands of an account context (FIT_X, RSG_GROUP, …), for other modules. */
export async function brandsOfAccountContext(db: Database, accountContext: string): Promise<WhitelabelConfig[]> {
  return (await findByAccountContext(db, accountContext)).map((row) => toConfig(row));
}

/** A new brand of one tenant in the portal's own look (no colours of its own), chosen by its facility group or hosts. */
export interface NewBrand {
  tenantId: string;
  name: string;
  facilityGroup: string;
  hosts: string[];
}

export async function createBrand(db: Database, input: NewBrand): Promise<WhitelabelConfigRow> {
  return insertBrand(db, {
    id: await nextBrandId(db),
    name: input.name,
    platformName: input.name,
    tenantId: input.tenantId,
    publicFacilityGroup: input.facilityGroup,
    brandIdentifier: input.facilityGroup.toUpperCase(),
    accountContext: 'MY_SPORTS',
    context: input.facilityGroup.toUpperCase(),
    hosts: input.hosts,
    style: {
      backgroundColor: null,
      backgroundColor2: null,
      footerColor: null,
      textColor: null,
      hrColor: null,
      topbarColor: null,
      headerColor: null,
      topbarTextColor: null,
      headerTextColor: null,
      highlightColor: null,
      highlightTextColor: null,
      errorColor: null,
      slotColor: null,
      slotSelectedColor: null,
      title: input.name,
      faviconBaseUrl: null,
      headerLogoUrl: null,
    },
    texts: {
      title: input.name,
      imprint: null,
      contactLinkText: null,
      contactLinkUrl: null,
      imprintLinkUrl: null,
      legalDocumentsLinks: { privacyPolicy: null, termsAndConditions: null },
    },
  });
}
