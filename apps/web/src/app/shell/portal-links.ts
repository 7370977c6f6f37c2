import type { WhitelabelConfig } from '@motus/contract';
import { brandRules } from '../../lib/brand-rules.ts';
import { CORPORATE_FITNESS_URL, type LinkTarget, linkTarget, SUPPORT_URL } from '../../lib/external-links.ts';

/** The portal's own legal pages (spec 000 section 2.4). */
export const PORTAL_PAGES = { imprint: '/imprint', privacy: '/privacy', terms: '/agb', cookies: '/cookies' } as const;

/** An entry of the header menu or the footer: a link, or one of the two actions the frame performs itself. */
export interface PortalLink {
  id: string;
  /** A `shell.links` translation key, or the brand's own text. */
  label: { key: string } | { text: string };
  target: LinkTarget | { kind: 'login' } | { kind: 'cookies' };
}

function route(to: string): LinkTarget {
  return { kind: 'route', to };
}

/** A brand's override of a portal page when it is a usable address, else the portal page. */
function overridable(override: string | null | undefined, page: string): LinkTarget {
  return linkTarget(override) ?? route(page);
}

/**
 * The links both header menu and footer show (spec 000 section 2.6): the white-label contact link, Support (unless the
 * brand hides it), Imprint, Privacy policy, T&C (the brand's legal document links override the last three) and Cookies.
 */
export function genericLinks(config: WhitelabelConfig | null): PortalLink[] {
  const texts = config?.texts;
  const contact = texts?.contactLinkText ? linkTarget(texts.contactLinkUrl) : null;
  const links: (PortalLink | null)[] = [
    contact && texts?.contactLinkText
      ? { id: 'contact', label: { text: texts.contactLinkText }, target: contact }
      : null,
    brandRules(config).supportLinkHidden
      ? null
      : { id: 'support', label: { key: 'shell.links.support' }, target: { kind: 'external', href: SUPPORT_URL } },
    {
      id: 'imprint',
      label: { key: 'shell.links.imprint' },
      target: overridable(texts?.imprintLinkUrl, PORTAL_PAGES.imprint),
    },
    {
      id: 'privacy',
      label: { key: 'shell.links.privacy' },
      target: overridable(texts?.legalDocumentsLinks.privacyPolicy, PORTAL_PAGES.privacy),
    },
    {
      id: 'terms',
      label: { key: 'shell.links.terms' },
      target: overridable(texts?.legalDocumentsLinks.termsAndConditions, PORTAL_PAGES.terms),
    },
    { id: 'cookies', label: { key: 'shell.links.cookies' }, target: { kind: 'cookies' } },
  ];
  return links.filter((link): link is PortalLink => link !== null);
}

/** The header menu: Register / Log in for guests, Studio finder, Corporate fitness, then the generic links. */
export function headerMenuLinks(config: WhitelabelConfig | null, loggedOut: boolean): PortalLink[] {
  return [
    ...(loggedOut ? [{ id: 'login', label: { key: 'shell.login.label' }, target: { kind: 'login' } } as const] : []),
    { id: 'studio-finder', label: { key: 'shell.links.studioFinder' }, target: route('/') },
    {
      id: 'corporate',
      label: { key: 'shell.links.corporate' },
      target: { kind: 'external', href: CORPORATE_FITNESS_URL },
    },
    ...genericLinks(config),
  ];
}
