import type { UserInfo } from '@motus/contract';
import type { Database } from '../../db/client.ts';
import { displayName } from './accounts.ts';
import { findProfileImageId } from './repo/profile-images.ts';
import type { UserRow } from './schema/users.ts';
import { staffTenantOf } from './staff-service.ts';
import { listStudioConnects } from './studio-connect-service.ts';

export function profileImageUrl(imageId: string): string {
  return `/v1/me/profile/image/${imageId}`;
}

export function profilePictureUrlOf(imageId: string | null): string | null {
  return imageId ? profileImageUrl(imageId) : null;
}

export async function userInfoOf(db: Database, user: UserRow): Promise<UserInfo> {
  const [studioConnects, imageId, staffOf] = await Promise.all([
    listStudioConnects(db, user.id),
    findProfileImageId(db, user.id),
    staffTenantOf(db, user.id),
  ]);
  return {
    id: user.id,
    name: displayName(user),
    email: user.email,
    verified: user.verified,
    studioConnected: studioConnects.length > 0,
    studioConnects,
    profilePictureUrl: profilePictureUrlOf(imageId),
    staffOf,
  };
}
