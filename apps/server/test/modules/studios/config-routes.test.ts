import type { FeatureFlags, LegalInfo } from '@motus/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/test-app.ts';

const t = useTestApp();
const BERLIN = 1210001001;
const HAMBURG = 1210001003;
const AUSTIN = 1530003001;

describe('feature flags', () => {
  it('answers the flags the studio configured', async () => {
    const berlin = (await t.request(`/nox/public/v1/feature?studioId=${BERLIN}`)).json<FeatureFlags>();
    expect(berlin).toMatchObject({ TRIAL_SESSION: true, LEGAL_INFOS: true });
    const hamburg = (await t.request(`/nox/public/v1/feature?studioId=${HAMBURG}`)).json<FeatureFlags>();
    expect(hamburg.TRIAL_SESSION).toBe(false);
  });

  it('needs a known studio', async () => {
    expect((await t.request('/nox/public/v1/feature')).statusCode).toBe(400);
    expect((await t.request('/nox/public/v1/feature?studioId=7')).json()).toMatchObject({
      errorCode: 'STUDIO_NOT_FOUND',
    });
  });

  it('keeps the member variant for logged-in users', async () => {
    const response = await t.request(`/nox/v1/feature?studioId=${BERLIN}`);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ errorCode: 'NOT_LOGGED_IN' });
  });
});

describe('active menu entries', () => {
  it('answers the entries in their configured order', async () => {
    const entries = (await t.request(`/nox/public/v1/menu/active?studioId=${HAMBURG}`)).json<string[]>();
    expect(entries).toEqual(['COURSES', 'BENEFITS', 'NEWS', 'CONTRACT', 'DAY_TICKETS']);
  });
});

describe('legal infos', () => {
  it('answers one active text per type in the requested language', async () => {
    const german = await t.request(`/nox/public/v2/legalinfo?studioId=${BERLIN}&locale=de_DE`);
    const infos = german.json<{ activeLegalInfos: LegalInfo[] }>().activeLegalInfos;
    expect(infos.map((info) => info.type).sort()).toEqual(['GENERAL_TERMS', 'IMPRINT', 'PRIVACY', 'REVOCATION_TERMS']);
    expect(infos.find((info) => info.type === 'IMPRINT')?.text).toContain('Impressum');
    const english = await t.request({
      url: `/nox/public/v2/legalinfo?studioId=${BERLIN}`,
      headers: { 'accept-language': 'en-GB' },
    });
    expect(english.json().activeLegalInfos.find((info: LegalInfo) => info.type === 'IMPRINT').text).toContain(
      'Legal notice',
    );
  });

  it("falls back to the studio's language", async () => {
    const response = await t.request(`/nox/public/v2/legalinfo?studioId=${BERLIN}&locale=hu_HU`);
    expect(response.json().activeLegalInfos.find((info: LegalInfo) => info.type === 'IMPRINT').text).toContain(
      'Impressum',
    );
  });

  it('answers a single type, external ones flagged', async () => {
    const privacy = await t.request(`/nox/public/v1/legalinfo/PRIVACY?studioId=${AUSTIN}`);
    expect(privacy.json()).toEqual({
      type: 'PRIVACY',
      text: 'https://lonestar-athletic.example/privacy',
      externalUrl: true,
    });
    expect((await t.request(`/nox/public/v1/legalinfo/ACCESSIBILITY_STATEMENTS?studioId=${AUSTIN}`)).statusCode).toBe(
      404,
    );
    expect((await t.request(`/nox/public/v1/legalinfo/NOPE?studioId=${AUSTIN}`)).statusCode).toBe(400);
  });

  it('answers the consent texts for registration', async () => {
    const consent = (await t.request(`/nox/public/v1/legalinfo/consent?studioId=${BERLIN}&locale=en`)).json();
    expect(consent.privacyPolicy.type).toBe('PRIVACY');
    expect(consent.termsAndConditions.type).toBe('GENERAL_TERMS');
  });
});
