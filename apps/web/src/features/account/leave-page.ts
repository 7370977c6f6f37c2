/**
 * A full page load: everything the page holds in memory goes, as with a fresh visit. `wipe` runs again as the page
 * leaves, after whatever the old page writes to storage on its way out (the router saves scroll positions then).
 */
export function leavePage(href: string, wipe: () => void): void {
  window.addEventListener('pagehide', wipe, { once: true });
  window.location.replace(href);
}
