import { describe, expect, it } from 'vitest';
import { loadConfig, parseTrustProxy } from '../../src/config.ts';

const PRODUCTION = { NODE_ENV: 'production', PSP_WEBHOOK_SECRET: 'a-secret-of-our-own' };

describe('TRUST_PROXY', () => {
  it('trusts no proxy unless told', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(loadConfig(PRODUCTION).trustProxy).toBe(false);
  });

  it('reads a hop count or a list of addresses, CIDR ranges and range names', () => {
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.1, 192.168.0.0/16,::1, fd00::/8,loopback')).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it.each(['true', '*', '10.0.0.1/33', '10.0.0.0/8/1', 'proxy.example.com', '10.0.0.1,'])('refuses %s', (value) => {
    expect(() => parseTrustProxy(value)).toThrow('TRUST_PROXY');
  });
});

describe('development pages', () => {
  it('are on for the demo: development on the embedded database', () => {
    expect(loadConfig({}).devPages).toEqual({ mailbox: true, uiGallery: true });
    expect(loadConfig({ DATABASE_URL: 'memory://' }).devPages).toEqual({ mailbox: true, uiGallery: true });
  });

  it('are off on PostgreSQL, in tests and in production unless turned on', () => {
    const off = { mailbox: false, uiGallery: false };
    expect(loadConfig({ DATABASE_URL: 'postgres://localhost/motus' }).devPages).toEqual(off);
    expect(loadConfig({ NODE_ENV: 'test' }).devPages).toEqual(off);
    expect(loadConfig(PRODUCTION).devPages).toEqual(off);
    expect(loadConfig({ NODE_ENV: 'test', DEV_MAILBOX: '1', DEV_UI: '1' }).devPages).toEqual({
      mailbox: true,
      uiGallery: true,
    });
    expect(loadConfig({ DEV_MAILBOX: '0', DEV_UI: '0' }).devPages).toEqual(off);
  });

  it('cannot be turned on in production', () => {
    expect(() => loadConfig({ ...PRODUCTION, DEV_MAILBOX: '1' })).toThrow('DEV_MAILBOX');
    expect(() => loadConfig({ ...PRODUCTION, DEV_UI: '1' })).toThrow('DEV_UI');
  });
});
