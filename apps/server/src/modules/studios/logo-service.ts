import { ErrorCodes, StudioErrors } from '@motus/contract';
import sharp from 'sharp';
import type { Database } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import { findLogoThumbnail, findTenantLogoThumbnail, upsertLogo } from './repo.ts';
import { requireStudio } from './service.ts';

/** Spec 000 section 9: the studio logo is resized to fit inside 100×100. */
export const LOGO_BOX = 100;
/** SVG logos are drawn at this density (dpi) so that small text stays sharp after the resize. */
const SVG_DENSITY = 288;

export interface Logo {
  png: Buffer;
  updatedAt: Date;
}

/** The PNG the logo calls answer: the image fitted inside the box, never enlarged, transparency kept. */
export async function logoThumbnail(original: Buffer, contentType: string): Promise<Buffer> {
  const input = contentType === 'image/svg+xml' ? sharp(original, { density: SVG_DENSITY }) : sharp(original);
  return input.resize(LOGO_BOX, LOGO_BOX, { fit: 'inside', withoutEnlargement: true }).png().toBuffer();
}

/** Stores a studio's logo with its thumbnail, so that serving it costs one read. */
export async function saveStudioLogo(db: Database, studioId: number, original: Buffer, contentType: string) {
  const studio = await requireStudio(db, studioId);
  const thumbnail = await logoThumbnail(original, contentType).catch(() => {
    throw badRequest(ErrorCodes.unsupportedMediaType, 'The logo is not an image');
  });
  await upsertLogo(db, { studioId, tenantId: studio.tenantId, contentType, original, thumbnail });
}

function present(row: { thumbnail: Buffer; updatedAt: Date } | undefined, what: string): Logo {
  if (!row) throw notFound(StudioErrors.logoNotFound, `No logo for ${what}`);
  return { png: row.thumbnail, updatedAt: row.updatedAt };
}

export async function studioLogo(db: Database, studioId: number): Promise<Logo> {
  await requireStudio(db, studioId);
  return present(await findLogoThumbnail(db, studioId), `studio ${studioId}`);
}

export async function tenantLogo(db: Database, tenant: string | undefined): Promise<Logo> {
  if (!tenant) throw badRequest(ErrorCodes.tenantRequired, 'A tenant is required (query tenant or x-tenant)');
  return present(await findTenantLogoThumbnail(db, tenant), `tenant ${tenant}`);
}
