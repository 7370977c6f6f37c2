import {
  type AdditionalMenuEntry,
  type BookingOption,
  encodeStudioUuid,
  type FacilityGroupConfig,
  type SepaAgreement,
  type Studio,
  type StudioDetail,
} from '@motus/contract';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { WEEKDAYS } from '../../../src/lib/zoned-time.ts';
import { asMember, DEMO_USERS, logIn } from '../../helpers/identity.ts';
import { useTestApp } from '../../helpers/test-app.ts';

const t = useTestApp();

describe('GET /v1/public/studios/{alias}', () => {
  const uuid = encodeStudioUuid({ tenant: 'kraftwerk', organizationUnitId: 1210001003 });

  it.each(['kraftwerk-hamburg-altona', '1210001003', uuid])('answers the studio page data for %s', async (alias) => {
    const response = await t.request(`/v1/public/studios/${alias}`);
    expect(response.statusCode, response.body).toBe(200);
    const studio = response.json<StudioDetail>();
    expect(studio).toMatchObject({
      id: 1210001003,
      alias: 'kraftwerk-hamburg-altona',
      email: 'altona@kraftwerk-fitness.example',
    });
    expect(studio.openingHours.map((day) => day.dayOfWeek)).toEqual(WEEKDAYS);
    expect(studio.openingHours[0]?.ranges).toEqual([
      { from: '06:30', until: '14:00' },
      { from: '15:00', until: '22:30' },
    ]);
    expect(studio.openingHours[6]?.ranges).toEqual([{ from: '10:00', until: '16:00' }]);
  });

  it('answers midnight closing as 24:00 and the US studio with its state', async () => {
    const austin = (await t.request('/v1/public/studios/lone-star-athletic-south-congress')).json<StudioDetail>();
    expect(austin.openingHours[2]?.ranges).toEqual([{ from: '00:00', until: '24:00' }]);
    expect(austin.address.provinceCode).toBe('TX');
    expect(austin.studioProperties.hasState).toBe(true);
  });

  it.each(['no-such-studio', '999', encodeStudioUuid({ tenant: 'alpenfit', organizationUnitId: 1210001003 })])(
    'answers %s with STUDIO_NOT_FOUND',
    async (alias) => {
      const response = await t.request(`/v1/public/studios/${alias}`);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ errorCode: 'STUDIO_NOT_FOUND' });
    },
  );
});

describe('studio configuration for the portal', () => {
  it('answers a facility group with its studios, map and place search settings', async () => {
    const response = await t.request('/v1/public/studios/kraftwerk/config');
    const config = response.json<FacilityGroupConfig>();
    expect(config).toMatchObject({
      publicFacilityGroup: 'kraftwerk',
      name: 'Kraftwerk Fitness',
      studioCount: 4,
      countryCodes: ['AT', 'DE'],
      placeSearch: { countries: ['de', 'ch', 'at', 'us'], limit: 6 },
      map: { tileUrl: null, width: 640, height: 333, zoom: 12 },
    });
    expect(config.center?.latitude).toBeGreaterThan(48);
    expect((await t.request('/v1/public/studios/nobody/config')).statusCode).toBe(404);
  });

  it('answers the offers at a glance from menu entries and the trial-session feature', async () => {
    const hamburg = (await t.request('/v1/public/studios/bookingoptions?studioId=1210001003')).json<BookingOption[]>();
    expect(hamburg.map((option) => option.type)).toEqual(['COURSES', 'APPOINTMENTS', 'DAY_TICKETS', 'CONTRACT']);
    const berlin = (await t.request('/v1/public/studios/bookingoptions?studioId=1210001001')).json<BookingOption[]>();
    expect(berlin[0]).toEqual({ type: 'TRIAL_SESSION', route: '/trial-session' });
    expect((await t.request('/v1/public/studios/bookingoptions')).statusCode).toBe(400);
    expect((await t.request('/v1/public/studios/bookingoptions?studioId=999')).statusCode).toBe(404);
  });

  it('answers additional menu entries in the requested language, else the studio’s', async () => {
    const english = await t.request('/v1/public/studios/additionalmenuentries?studioId=1210001001&locale=en-GB');
    expect(english.json<AdditionalMenuEntry[]>().map((entry) => entry.title)).toEqual(['Our app', 'Careers']);
    const french = await t.request('/v1/public/studios/additionalmenuentries?studioId=1210001001&locale=fr');
    expect(french.json<AdditionalMenuEntry[]>()[0]).toMatchObject({ title: 'Notre appli', external: true });
    const japanese = await t.request('/v1/public/studios/additionalmenuentries?studioId=1210001001&locale=ja');
    expect(japanese.json<AdditionalMenuEntry[]>()[0]).toMatchObject({ title: 'Unsere App', external: true });
  });

  it('answers the training sections of a facility', async () => {
    const response = await t.request('/nox/public/v1/facilities/1210001001/trainingsectionconfiguration?locale=en');
    expect(response.json()).toMatchObject({
      facilityId: 1210001001,
      enabled: true,
      sections: [{ name: 'Free weights', capacity: 54 }, { name: 'Cardio area' }, { name: 'Studio room' }],
    });
    expect((await t.request('/nox/public/v1/facilities/abc/trainingsectionconfiguration')).statusCode).toBe(400);
  });

  it('answers quick connect with the connect methods', async () => {
    const response = await t.request('/nox/public/v1/mysports/quickconnect?studioId=1320002001');
    expect(response.json()).toEqual({
      studioId: 1320002001,
      tenant: 'alpenfit',
      enabled: true,
      methods: ['EMAIL', 'CUSTOMER_CODE', 'IBAN', 'IBAN_SUFFIX'],
    });
  });
});

describe('studio logos', () => {
  it('answers the logo as a PNG that fits inside 100×100', async () => {
    const response = await t.request('/nox/public/v1/studios/1210001001/logo');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    const { width = 0, height = 0, format } = await sharp(response.rawPayload).metadata();
    expect(format).toBe('png');
    expect(Math.max(width, height)).toBe(100);
    expect(Math.min(width, height)).toBeLessThan(100);
  });

  it('answers any logo of the tenant, and 400/404 without one', async () => {
    const byHeader = await t.request({
      url: '/studio-api/nox/public/v1/studios/any/logo',
      headers: { 'x-tenant': 'alpenfit' },
    });
    expect(byHeader.statusCode).toBe(200);
    expect((await t.request('/nox/public/v1/studios/any/logo')).statusCode).toBe(400);
    expect((await t.request('/nox/public/v1/studios/any/logo?tenant=nobody')).json()).toMatchObject({
      errorCode: 'LOGO_NOT_FOUND',
    });
    expect((await t.request('/nox/public/v1/studios/999/logo')).statusCode).toBe(404);
  });
});

describe('member studio calls', () => {
  it('answers the home studio of the connected customer, and only in tenants the member is connected to', async () => {
    const cookie = await logIn(t, DEMO_USERS.kraftwerk);
    const home = await asMember(t, cookie, { url: '/nox/v1/studios/home' });
    expect(home.json<Studio>()).toMatchObject({ id: 1210001001, magiclineTenant: 'kraftwerk' });
    const other = await asMember(t, cookie, { url: '/nox/v1/studios/home?tenant=alpenfit' });
    expect(other.statusCode).toBe(403);
    expect(other.json()).toMatchObject({ errorCode: 'NOT_CONNECTED_TO_TENANT' });
  });

  it('refuses guests and members without a studio', async () => {
    expect((await t.request('/nox/v1/studios/home')).statusCode).toBe(403);
    const cookie = await logIn(t, DEMO_USERS.unconnected);
    expect((await asMember(t, cookie, { url: '/nox/v1/studios/home' })).statusCode).toBe(403);
  });

  it('answers the SEPA mandate of the home studio’s tenant in the member’s language', async () => {
    const cookie = await logIn(t, DEMO_USERS.alpenfit);
    const response = await asMember(t, cookie, { url: '/nox/v1/studios/sepa/agreement?locale=en' });
    expect(response.json<SepaAgreement>()).toMatchObject({
      tenant: 'alpenfit',
      studioId: 1320002001,
      creditorName: 'Alpenfit AG',
      locale: 'en',
    });
    expect(response.json<SepaAgreement>().mandateText).toContain('I authorise Alpenfit AG');
    const german = await asMember(t, cookie, { url: '/nox/v1/studios/sepa/agreement?locale=de-CH' });
    expect(german.json<SepaAgreement>().mandateText).toContain('Ich ermächtige');
  });

  it('answers 404 for a tenant without SEPA direct debits and 403 for another tenant', async () => {
    const cookie = await logIn(t, DEMO_USERS.lonestar);
    const response = await asMember(t, cookie, { url: '/nox/v1/studios/sepa/agreement' });
    expect(response.json()).toMatchObject({ errorCode: 'SEPA_AGREEMENT_NOT_FOUND' });
    const other = await asMember(t, cookie, { url: '/nox/v1/studios/sepa/agreement?tenant=kraftwerk' });
    expect(other.statusCode).toBe(403);
  });
});
