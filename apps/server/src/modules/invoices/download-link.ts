import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a download link works after it was handed out. */
export const DOWNLOAD_LINK_SECONDS = 5 * 60;

/**
 * The links' own key, derived from the server's secret with a fixed label, so a link signature can never be mistaken
 * for any other signature made with that secret.
 */
function linkKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('motus invoice download links').digest();
}

function signatureOf(secret: string, invoiceId: string, expires: number): string {
  return createHmac('sha256', linkKey(secret)).update(`${invoiceId}.${expires}`).digest('hex');
}

export interface SignedLink {
  path: string;
  expiresAt: Date;
}

export function signDownloadLink(secret: string, invoiceId: string, now: Date): SignedLink {
  const expires = Math.floor(now.getTime() / 1000) + DOWNLOAD_LINK_SECONDS;
  const query = new URLSearchParams({ expires: String(expires), signature: signatureOf(secret, invoiceId, expires) });
  return { path: `/v1/invoices/${invoiceId}/pdf?${query}`, expiresAt: new Date(expires * 1000) };
}

/** Whether the signature is the server's over this invoice and expiry, and the expiry has not passed. */
export function isValidDownloadLink(
  secret: string,
  link: { invoiceId: string; expires: number; signature: string },
  now: Date,
): boolean {
  if (link.expires * 1000 <= now.getTime()) return false;
  const expected = Buffer.from(signatureOf(secret, link.invoiceId, link.expires), 'utf8');
  const given = Buffer.from(link.signature, 'utf8');
  return given.length === expected.length && timingSafeEqual(given, expected);
}
