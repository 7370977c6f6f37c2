import { allCalls } from '@motus/contract';
import { describe, expect, it } from 'vitest';
import { sampleRequestOf } from '../helpers/fuzz-inputs.ts';
import { DEMO_PASSWORD, DEMO_USERS, logIn, loginRequest, registeredMember } from '../helpers/identity.ts';
import { useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();

describe('personal answers are never stored by a browser or proxy', () => {
  it('carry Cache-Control: no-store on every member call, whatever the answer', async () => {
    const { cookie } = await registeredMember(t);
    const memberCalls = allCalls.filter((call) => call.auth === 'member' && call.id !== 'identity.deleteAccount');
    const missing: string[] = [];
    for (const call of memberCalls) {
      const request = sampleRequestOf(call);
      const response = await t.request({
        method: request.method,
        url: request.url,
        ...(request.payload === undefined ? {} : { payload: request.payload }),
        headers: {
          cookie,
          'x-tenant': 'kraftwerk',
          ...(request.payload === undefined ? {} : { 'content-type': 'application/json' }),
        },
      });
      if (response.headers['cache-control'] !== 'no-store') missing.push(`${call.method} ${call.path}`);
    }
    expect(memberCalls.length).toBeGreaterThan(100);
    expect(missing).toEqual([]);
  });

  it('leave out only public answers kept by the server, which are the same for a member as for a guest', async () => {
    const cookie = await logIn(t, DEMO_USERS.kraftwerk);
    const publicReads = allCalls.filter((call) => call.auth === 'public' && call.method === 'GET');
    const personal: string[] = [];
    let kept = 0;
    for (const call of publicReads) {
      const { url } = sampleRequestOf(call);
      const headers = { 'x-tenant': 'kraftwerk' };
      const asMember = await t.request({ url, headers: { ...headers, cookie } });
      const cacheControl = asMember.headers['cache-control'];
      if (cacheControl === 'no-store' || (call.answerKind !== 'json' && asMember.statusCode === 200)) continue;
      kept += 1;
      const asGuest = await t.request({ url, headers });
      const sameForAll = cacheControl?.startsWith('public,') && asGuest.body === asMember.body;
      if (!sameForAll) personal.push(`${call.method} ${call.path}: ${cacheControl}`);
    }
    expect(kept).toBeGreaterThan(0);
    expect(personal).toEqual([]);
  });

  it('carry it on the login, failed or not', async () => {
    for (const password of [DEMO_PASSWORD, 'Wrong-Password-1']) {
      const response = await loginRequest(t, DEMO_USERS.alpenfit, password);
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });
});
