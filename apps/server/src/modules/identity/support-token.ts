import { createHmac, randomUUID } from 'node:crypto';
import { ErrorCodes } from '@motus/contract';
import type { AppConfig } from '../../config.ts';
import { notFound } from '../../lib/http-error.ts';
import { displayName } from './accounts.ts';
import type { UserRow } from './schema/users.ts';

function base64url(value: string | Buffer): string {
  return Buffer.from(value).toString('base64url');
}

/** An HS256 JWT as help centres (Zendesk's JWT single sign-on among them) expect: who the member is, once. */
function supportJwt(user: UserRow, secret: string, now = new Date()): string {
  const header = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }));
  const payload = base64url(
    JSON.stringify({
      iat: Math.floor(now.getTime() / 1000),
      jti: randomUUID(),
      external_id: user.id,
      email: user.email,
      name: displayName(user),
    }),
  );
  const signature = createHmac('sha256', secret).update(`${header}.${payload}`).digest();
  return `${header}.${payload}.${base64url(signature)}`;
}

/** SUPPORT_URL, with ?jwt=… when SUPPORT_JWT_SECRET is set; 404 SUPPORT_NOT_CONFIGURED without SUPPORT_URL. */
export function supportUrlFor(config: AppConfig, user: UserRow): string {
  const { url, jwtSecret } = config.support;
  if (!url) throw notFound(ErrorCodes.supportNotConfigured, 'No support centre is configured');
  if (!jwtSecret) return url;
  const address = new URL(url);
  address.searchParams.set('jwt', supportJwt(user, jwtSecret));
  return address.toString();
}
