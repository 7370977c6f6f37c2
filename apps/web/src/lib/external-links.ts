/**
 * Hard-coded external addresses of the frame (spec 002 section 9 says they exist without giving values; Motus's
 * choices are in docs/decisions.md). One place, so an operator changes them in one line.
 */

/** The corporate-fitness (sponsoring) portal, linked from the header menu. */
export const CORPORATE_FITNESS_URL = 'https://corporate.motus.example/';

/** The Motus help centre: the header and footer 'Support' link. */
export const SUPPORT_URL = 'https://help.motus.example/';

/** The external help desk where members of brands with a custom cancellation link cancel (spec 000 section 6). */
export const CANCELLATION_HELP_DESK_URL = 'https://help.motus.example/cancel-membership';

/** Attributes of a link that leaves the portal: a new tab without access back to this page. */
export const NEW_TAB = { target: '_blank', rel: 'noopener noreferrer' } as const;

/** Where a configured address leads (spec 002 section 2: http, mailto: and tel: are normal links). */
export type LinkTarget =
  | { kind: 'route'; to: string }
  | { kind: 'external'; href: string }
  | { kind: 'address'; href: string };

/**
 * A configured address as a link target: http(s) opens in a new tab, mailto: and tel: as they are, a path inside the
 * portal as a route. Any other scheme (javascript:, data:) gives null and is not linked.
 */
export function linkTarget(text: string | null | undefined): LinkTarget | null {
  const href = text?.trim();
  if (!href) return null;
  if (href.startsWith('/') && !href.startsWith('//')) return { kind: 'route', to: href };
  try {
    const url = new URL(href);
    if (url.protocol === 'http:' || url.protocol === 'https:') return { kind: 'external', href: url.href };
    if (url.protocol === 'mailto:' || url.protocol === 'tel:') return { kind: 'address', href };
  } catch {
    // Not an address at all.
  }
  return null;
}
