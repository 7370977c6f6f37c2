import type { AppConfig } from '../config.ts';

/** The portal's public origin for links in mails; never the request's Host header, which a caller controls. */
export function portalOrigin(config: AppConfig): string {
  return config.publicOrigin ?? `http://localhost:${config.port}`;
}
