import { ErrorCodes, type Profile } from '@motus/contract';
import type { Database } from '../../db/client.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { requireUser, uiLocaleOf } from './accounts.ts';
import { sniffImageType } from './image-type.ts';
import {
  deleteProfileImageOf,
  findProfileImage,
  findProfileImageId,
  replaceProfileImage,
} from './repo/profile-images.ts';
import { updateUser } from './repo/users.ts';
import type { ProfileImageRow, UserRow } from './schema/users.ts';
import { profileImageUrl, profilePictureUrlOf } from './user-info.ts';

async function profileOf(db: Database, user: UserRow): Promise<Profile> {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    locale: user.locale,
    profilePictureUrl: profilePictureUrlOf(await findProfileImageId(db, user.id)),
  };
}

export async function getProfile(db: Database, userId: string): Promise<Profile> {
  return profileOf(db, await requireUser(db, userId));
}

export async function updateProfile(
  db: Database,
  userId: string,
  changes: { firstName: string; lastName: string; locale?: string | undefined },
): Promise<Profile> {
  const user = await requireUser(db, userId);
  const updated = await updateUser(db, user.id, {
    firstName: changes.firstName,
    lastName: changes.lastName,
    locale: uiLocaleOf(changes.locale, user.locale),
  });
  return profileOf(db, updated);
}

/** Stores a JPEG, PNG or WebP (checked by content) as the profile picture; the size limit is the upload's. */
export async function uploadProfileImage(db: Database, userId: string, data: Buffer): Promise<string> {
  const contentType = sniffImageType(data);
  if (!contentType) {
    throw new HttpError(415, ErrorCodes.unsupportedMediaType, 'The picture must be a JPEG, PNG or WebP image');
  }
  const imageId = await replaceProfileImage(db, userId, { contentType, data });
  return profileImageUrl(imageId);
}

export function deleteProfileImage(db: Database, userId: string): Promise<void> {
  return deleteProfileImageOf(db, userId);
}

/** A member sees only their own picture. */
export async function getProfileImage(db: Database, userId: string, imageId: string): Promise<ProfileImageRow> {
  const image = await findProfileImage(db, userId, imageId);
  if (!image) throw notFound(ErrorCodes.imageNotFound, 'No such picture');
  return image;
}
