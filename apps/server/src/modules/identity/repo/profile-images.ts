import { and, eq } from 'drizzle-orm';
import type { Database } from '../../../db/client.ts';
import { type ProfileImageRow, profileImages } from '../schema/users.ts';

export async function replaceProfileImage(
  db: Database,
  userId: string,
  image: { contentType: string; data: Buffer },
): Promise<string> {
  return db.transaction(async (tx) => {
    await tx.delete(profileImages).where(eq(profileImages.userId, userId));
    const [row] = await tx
      .insert(profileImages)
      .values({ userId, contentType: image.contentType, byteSize: image.data.length, data: image.data })
      .returning({ id: profileImages.id });
    if (!row) throw new Error('profile image insert returned nothing');
    return row.id;
  });
}

export async function findProfileImageId(db: Database, userId: string): Promise<string | null> {
  const [row] = await db
    .select({ id: profileImages.id })
    .from(profileImages)
    .where(eq(profileImages.userId, userId))
    .limit(1);
  return row?.id ?? null;
}

export async function findProfileImage(
  db: Database,
  userId: string,
  imageId: string,
): Promise<ProfileImageRow | undefined> {
  const [row] = await db
    .select()
    .from(profileImages)
    .where(and(eq(profileImages.id, imageId), eq(profileImages.userId, userId)))
    .limit(1);
  return row;
}

export async function deleteProfileImageOf(db: Database, userId: string): Promise<void> {
  await db.delete(profileImages).where(eq(profileImages.userId, userId));
}
