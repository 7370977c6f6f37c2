import type { WhitelabelConfig } from '@motus/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/test-app.ts';

const t = useTestApp();

describe('GET /whitelabelconfigs/web', () => {
  it('selects the brand by the x-facility-group header', async () => {
    const response = await t.request({ url: '/whitelabelconfigs/web', headers: { 'x-facility-group': 'kraftwerk' } });
    expect(response.statusCode).toBe(200);
    const config = response.json<WhitelabelConfig>();
    expect(config).toMatchObject({
      id: 2,
      name: 'Kraftwerk Fitness',
      hideSupportUrl: true,
      accountContext: 'MY_SPORTS',
    });
    expect(config.style.highlightColor).toBe('#c2410c');
    expect(config.texts.legalDocumentsLinks.privacyPolicy).toMatch(/^https:/);
  });

  it('prefers the facilityGroup query parameter over the header', async () => {
    const response = await t.request({
      url: '/whitelabelconfigs/web?facilityGroup=alpenfit',
      headers: { 'x-facility-group': 'kraftwerk' },
    });
    expect(response.json<WhitelabelConfig>().id).toBe(40);
  });

  it('selects the brand bound to the host name', async () => {
    const response = await t.request({ url: '/whitelabelconfigs/web', headers: { host: 'lonestar.localhost:3000' } });
    expect(response.json<WhitelabelConfig>()).toMatchObject({ id: 77, accountContext: 'LONE_STAR_ATHLETIC' });
  });

  it('answers 404 for an unknown facility group', async () => {
    const response = await t.request({ url: '/whitelabelconfigs/web', headers: { 'x-facility-group': 'unknown' } });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ errorCode: 'WHITELABEL_CONFIG_NOT_FOUND' });
  });

  it('answers 204 without a body when the request names no brand, so the portal keeps its own look', async () => {
    const response = await t.request({ url: '/whitelabelconfigs/web', headers: { host: 'portal.example' } });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
  });
});
