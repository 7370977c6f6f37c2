import { useEffect } from 'react';

/** A full-page redirect (not an in-app navigation), as the spec asks for a missing feature or studio. */
export function FullRedirect({ href }: { href: string }) {
  useEffect(() => window.location.replace(href), [href]);
  return null;
}
