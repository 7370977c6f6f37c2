/** The environment, detected from the host name (spec 000 section 9). */
export type Environment = 'dev' | 'local' | 'prod';

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

export function detectEnvironment(hostname: string): Environment {
  const host = hostname.toLowerCase();
  if (LOCAL_HOSTS.has(host) || host.endsWith('.localhost')) return 'local';
  if (/(^|[.-])(dev|staging)([.-]|$)/.test(host)) return 'dev';
  return 'prod';
}
