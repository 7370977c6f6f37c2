import type { WhitelabelConfig } from '@motus/contract';
import type { UserInfo } from '../lib/session.ts';
import { berlinStudio, kraftwerkBrand } from './demo-data.ts';
import { json, type Route } from './fake-server.ts';

/** Test data and fake-server answers for the frame's tests. */

export const BRAND = '/whitelabelconfigs/web';
export const USER_INFO = '/v1/me/info';
const STUDIOS = '/studio-api/nox/public/v1/studios';
export const PUBLIC_FEATURES = '/studio-api/nox/public/v1/feature';
export const PUBLIC_MENU = '/studio-api/nox/public/v1/menu/active';
export const MEMBER_FEATURES = '/studio-api/nox/v1/feature';
export const MEMBER_MENU = '/studio-api/nox/v1/menu/active';
export const LEGAL_INFOS = '/studio-api/nox/public/v2/legalinfo';

export function demoUser(overrides: Partial<UserInfo> = {}): UserInfo {
  return {
    id: '6f1c2a52-4a8e-4b8f-9d55-1f0e7c1a9b11',
    name: 'Lena Vogel',
    email: 'lena.vogel@example.com',
    verified: true,
    studioConnected: false,
    studioConnects: [],
    profilePictureUrl: null,
    staffOf: null,
    ...overrides,
  };
}

/** A user connected to the Berlin studio of the Kraftwerk tenant. */
export function connectedUser(): UserInfo {
  return demoUser({
    studioConnected: true,
    studioConnects: [
      {
        id: '0b9a4a3e-3f0d-4a55-8f59-2b7a1f0d6c22',
        studioId: berlinStudio().id,
        tenant: 'kraftwerk',
        studioName: 'Kraftwerk Berlin Mitte',
      },
    ],
  });
}

/** The Kraftwerk brand under another white-label id, to exercise the id rules alone. */
export function brandWithId(id: number, overrides: Partial<WhitelabelConfig> = {}): WhitelabelConfig {
  return { ...kraftwerkBrand(), id, hideSupportUrl: false, ...overrides };
}

/** The Berlin studio and the given user (a guest without). */
export function berlinRoutes(user: UserInfo | null = null): Record<string, Route> {
  const studio = berlinStudio();
  return {
    [`${STUDIOS}/${studio.id}`]: () => json(studio),
    ...(user ? { [USER_INFO]: () => json(user) } : {}),
  };
}
