import type { AnchorHTMLAttributes, Ref } from 'react';
import { Link } from 'react-router';

/** Addresses that leave the app: web addresses, e-mail and phone links (spec 002 section 2). */
export function isExternalHref(href: string): boolean {
  return /^(http|mailto:|tel:)/i.test(href);
}

export interface AppLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  href: string;
  ref?: Ref<HTMLAnchorElement>;
}

/** In-app paths navigate inside the page through the router; web, e-mail and phone addresses are normal links. */
export function AppLink({ href, ...props }: AppLinkProps) {
  return isExternalHref(href) ? <a href={href} {...props} /> : <Link to={href} {...props} />;
}
