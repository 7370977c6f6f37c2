/** A dialable tel: address: digits and a leading plus only. */
export function phoneHref(phone: string): string {
  const trimmed = phone.trim();
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${trimmed.replace(/\D/g, '')}`;
}

/** Only http(s) addresses become links; a bare host gets https. Anything else (javascript:, …) is refused. */
export function websiteHref(website: string): string | null {
  const trimmed = website.trim();
  const candidate = /^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`;
  try {
    const url = new URL(candidate);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

/** The website as people say it: host and path, without scheme, www. or trailing slash. */
export function displayWebsite(href: string): string {
  const url = new URL(href);
  return `${url.host.replace(/^www\./, '')}${url.pathname === '/' ? '' : url.pathname}`;
}
