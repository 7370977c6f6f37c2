import type { Contacts, Profile, UserInfo } from '@motus/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { asMember, DEMO_USERS, logIn } from '../../helpers/identity.ts';
import { useTestApp } from '../../helpers/test-app.ts';

const t = useTestApp();
let cookie = '';

beforeAll(async () => {
  cookie = await logIn(t, DEMO_USERS.kraftwerk);
});

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);
const WEBP = Buffer.concat([Buffer.from('RIFF'), Buffer.from([4, 0, 0, 0]), Buffer.from('WEBPVP8 ')]);

function multipart(field: string, data: Buffer, contentType: string, filename = 'picture') {
  const boundary = '----motus-test-boundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
    ),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { payload, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

function upload(field: string, data: Buffer, contentType = 'image/png') {
  const { payload, headers } = multipart(field, data, contentType);
  return t.request({ method: 'POST', url: '/v1/me/profile/image', payload, headers: { ...headers, cookie } });
}

describe('profile', () => {
  it('answers and updates the profile; the locale becomes a UI locale', async () => {
    const before = await asMember(t, cookie, { url: '/v1/me/profile' });
    expect(before.json<Profile>()).toEqual({
      firstName: 'Anna',
      lastName: 'Berger',
      email: DEMO_USERS.kraftwerk,
      locale: 'de-DE',
      profilePictureUrl: null,
    });
    const updated = await asMember(t, cookie, {
      method: 'PUT',
      url: '/v1/me/profile',
      payload: { firstName: 'Anna-Lena', lastName: 'Berger-Ñúñez', locale: 'fr' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json<Profile>()).toMatchObject({
      firstName: 'Anna-Lena',
      lastName: 'Berger-Ñúñez',
      locale: 'fr-FR',
    });
    expect((await asMember(t, cookie, { url: '/v1/me/info' })).json<UserInfo>().name).toBe('Anna-Lena Berger-Ñúñez');
  });

  it('refuses names with other characters than letters, space, hyphen and dot', async () => {
    const response = await asMember(t, cookie, {
      method: 'PUT',
      url: '/v1/me/profile',
      payload: { firstName: '<script>', lastName: 'Berger' },
    });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain('commons.validation.name');
  });
});

describe('contacts', () => {
  it('answers the e-mails and phone numbers and updates the numbers', async () => {
    const updated = await asMember(t, cookie, {
      method: 'POST',
      url: '/v1/me/contacts',
      payload: { mobileNumber: '+49 170 1234567' },
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json<Contacts>()).toEqual({
      email: DEMO_USERS.kraftwerk,
      additionalEmails: [],
      phoneNumber: null,
      mobileNumber: '+49 170 1234567',
    });
    const cleared = await asMember(t, cookie, {
      method: 'POST',
      url: '/v1/me/contacts',
      payload: { mobileNumber: null },
    });
    expect(cleared.json<Contacts>().mobileNumber).toBeNull();
    const invalid = await asMember(t, cookie, {
      method: 'POST',
      url: '/v1/me/contacts',
      payload: { phoneNumber: 'call me' },
    });
    expect(invalid.statusCode).toBe(400);
  });
});

describe('profile image', () => {
  it('stores a PNG, JPEG or WebP and serves it to its owner only at the URL in the user info', async () => {
    for (const [data, type] of [
      [JPEG, 'image/jpeg'],
      [WEBP, 'image/webp'],
      [PNG, 'image/png'],
    ] as const) {
      const response = await upload('image', data, 'application/octet-stream');
      expect(response.statusCode, type).toBe(200);
      const url = response.json<{ profilePictureUrl: string }>().profilePictureUrl;
      expect(url).toMatch(/^\/v1\/me\/profile\/image\/[0-9a-f-]{36}$/);
      const image = await asMember(t, cookie, { url });
      expect(image.statusCode).toBe(200);
      expect(image.headers['content-type']).toBe(type);
      expect(image.rawPayload.equals(data)).toBe(true);
    }
    const info = (await asMember(t, cookie, { url: '/v1/me/info' })).json<UserInfo>();
    expect(info.profilePictureUrl).toMatch(/^\/v1\/me\/profile\/image\//);
    const other = await logIn(t, DEMO_USERS.lonestar);
    expect((await asMember(t, other, { url: info.profilePictureUrl ?? '' })).statusCode).toBe(404);
    expect((await t.request(info.profilePictureUrl ?? '')).statusCode).toBe(403);
  });

  it('refuses other file types by content, whatever the declared type', async () => {
    const response = await upload('image', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/png');
    expect(response.statusCode).toBe(415);
    expect(response.json()).toMatchObject({ errorCode: 'UNSUPPORTED_MEDIA_TYPE' });
  });

  it('refuses a picture over 5 MB with 413', async () => {
    const big = Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]);
    const response = await upload('image', big);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ errorCode: 'PAYLOAD_TOO_LARGE' });
  });

  it('needs multipart with a field named image', async () => {
    expect((await upload('picture', PNG)).statusCode).toBe(400);
    const json = await asMember(t, cookie, { method: 'POST', url: '/v1/me/profile/image', payload: { image: 'x' } });
    expect(json.statusCode).toBe(400);
    const text = await t.request({
      method: 'POST',
      url: '/v1/me/profile/image',
      payload: 'hello',
      headers: { cookie, 'content-type': 'text/plain' },
    });
    expect(text.statusCode).toBe(400);
  });

  it('deletes the picture', async () => {
    const before = (await asMember(t, cookie, { url: '/v1/me/info' })).json<UserInfo>().profilePictureUrl;
    const response = await asMember(t, cookie, { method: 'DELETE', url: '/v1/me/profile/image' });
    expect(response.statusCode).toBe(204);
    expect((await asMember(t, cookie, { url: '/v1/me/info' })).json<UserInfo>().profilePictureUrl).toBeNull();
    expect((await asMember(t, cookie, { url: before ?? '' })).statusCode).toBe(404);
  });
});
