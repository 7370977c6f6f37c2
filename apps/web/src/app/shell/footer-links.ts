import type { LegalInfo, LegalInfoType } from '@motus/contract';
import { CANCELLATION_HELP_DESK_URL, linkTarget } from '../../lib/external-links.ts';
import { studioPath } from '../../lib/studio-route.ts';
import type { PortalLink } from './portal-links.ts';

/** The studio's legal pages (spec 000 section 2.1); the accessibility statement has none and falls back to home. */
const STUDIO_LEGAL_PAGES: Readonly<Record<LegalInfoType, string | null>> = {
  GENERAL_TERMS: 'studio-terms-and-conditions',
  IMPRINT: 'studio-imprint',
  PRIVACY: 'studio-privacy',
  REVOCATION_TERMS: 'studio-revocation',
  ACCESSIBILITY_STATEMENTS: null,
};

const LABEL_KEYS: Readonly<Record<LegalInfoType, string>> = {
  GENERAL_TERMS: 'shell.legal.generalTerms',
  IMPRINT: 'shell.legal.imprint',
  PRIVACY: 'shell.legal.privacy',
  REVOCATION_TERMS: 'shell.legal.revocationTerms',
  ACCESSIBILITY_STATEMENTS: 'shell.legal.accessibilityStatements',
};

/**
 * A footer link per active legal info (spec 000 section 2.6): an external one opens its text, an address, in a new
 * tab; the others open the studio's page for that type.
 */
export function studioLegalLinks(infos: readonly LegalInfo[], studioUuid: string): PortalLink[] {
  return infos.map((info) => {
    const page = STUDIO_LEGAL_PAGES[info.type];
    const external = info.externalUrl ? linkTarget(info.text) : null;
    return {
      id: `legal-${info.type}`,
      label: { key: LABEL_KEYS[info.type] },
      target:
        external?.kind === 'external'
          ? external
          : { kind: 'route', to: page ? `${studioPath(studioUuid)}/${page}` : '/' },
    };
  });
}

export interface CancellationRule {
  /** The user has CONTRACT and the studio allows online cancellation. */
  allowed: boolean;
  /** Brands with their own cancellation help desk (spec 000 section 6). */
  customLink: boolean;
  studioUuid: string;
}

/**
 * 'Cancel memberships here': the external help desk for brands with a custom cancellation link, else the studio's
 * contract page with `cancel=1`, the termination link built from tenant and studio (both in the studio uuid).
 */
export function cancellationLink({ allowed, customLink, studioUuid }: CancellationRule): PortalLink | null {
  if (!allowed) return null;
  return {
    id: 'cancel-membership',
    label: { key: 'shell.footer.cancelMemberships' },
    target: customLink
      ? { kind: 'external', href: CANCELLATION_HELP_DESK_URL }
      : { kind: 'route', to: `${studioPath(studioUuid)}/contract?cancel=1` },
  };
}
