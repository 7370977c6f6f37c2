import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { withStickyQuery } from '../../lib/sticky-query.ts';

/** Loading another page of the portal from scratch; an object so tests can replace the navigation. */
export const fullPageLoad = {
  replace(href: string): void {
    window.location.replace(href);
  },
};

/**
 * A full-page redirect (not an in-app navigation) to an address of the portal, as the spec asks for a missing feature
 * or studio. It stays in the brand and language of the page it leaves (the sticky parameters): a Kraftwerk address
 * without a studio lands on Kraftwerk's studio finder, not on the portal of every brand.
 */
export function FullRedirect({ href }: { href: string }) {
  const target = withStickyQuery(href, useLocation().search);
  useEffect(() => fullPageLoad.replace(target), [target]);
  return null;
}
