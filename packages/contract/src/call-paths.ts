// What a call's path says, in a file without schemas: the browser's client imports it without loading Zod
// (apps/web/build/client-contract.ts).

/** nox: the backend family under /nox (also served under /studio-api/nox); portal: the portal client API at the origin. */
export type CallFamily = 'nox' | 'portal' | 'site';

/** The family a call belongs to, read off its path. */
export function familyOf(path: string): CallFamily {
  if (path.startsWith('/nox/')) return 'nox';
  if (/^\/(login|logout|v\d)(\/|$)/.test(path)) return 'portal';
  return 'site';
}

/** Names of the `{param}` placeholders of a path, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1] as string);
}

/** `/a/{b}/c` becomes `/a/:b/c` (the router's form). */
export function toRouterPath(path: string): string {
  return path.replace(/\{([^}]+)\}/g, ':$1');
}
