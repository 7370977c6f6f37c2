import multipart from '@fastify/multipart';
import {
  deleteProfileImage as deleteProfileImageCall,
  ErrorCodes,
  getProfile as getProfileCall,
  getProfileImage as getProfileImageCall,
  PROFILE_IMAGE_MAX_BYTES,
  updateProfile as updateProfileCall,
  uploadProfileImage as uploadProfileImageCall,
} from '@motus/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../../../lib/http-error.ts';
import { registerCall } from '../../../lib/register-call.ts';
import { memberOf } from '../../../plugins/session.ts';
import {
  deleteProfileImage,
  getProfile,
  getProfileImage,
  updateProfile,
  uploadProfileImage,
} from '../profile-service.ts';

/** The one file of field `image`; past 5 MB the upload stops with 413. Only this call takes multipart. */
async function readImageUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw new HttpError(415, ErrorCodes.unsupportedMediaType, 'Send the picture as multipart/form-data');
  }
  try {
    const file = await request.file();
    if (file?.fieldname !== 'image') {
      throw badRequest(ErrorCodes.validationFailed, 'A file in the form field image is required');
    }
    return await file.toBuffer();
  } catch (error) {
    throw asClientError(error);
  }
}

/** The multipart parser throws plain errors for a broken body (no boundary, cut off): those are the caller's fault. */
function asClientError(error: unknown): unknown {
  const status = typeof error === 'object' && error !== null && 'statusCode' in error ? error.statusCode : undefined;
  if (typeof status === 'number' && status >= 400 && status < 500) return error;
  return badRequest(ErrorCodes.validationFailed, 'The multipart body is malformed');
}

export async function registerProfileRoutes(app: FastifyInstance): Promise<void> {
  registerCall(app, getProfileCall, ({ request }) => getProfile(app.db, memberOf(request).userId));

  registerCall(app, updateProfileCall, ({ body, request }) => updateProfile(app.db, memberOf(request).userId, body));

  await app.register(async (uploads) => {
    await uploads.register(multipart, {
      limits: { fileSize: PROFILE_IMAGE_MAX_BYTES, files: 1, fields: 10, parts: 11 },
    });
    registerCall(uploads, uploadProfileImageCall, async ({ request }) => ({
      profilePictureUrl: await uploadProfileImage(app.db, memberOf(request).userId, await readImageUpload(request)),
    }));
  });

  registerCall(app, deleteProfileImageCall, ({ request }) => deleteProfileImage(app.db, memberOf(request).userId));

  registerCall(app, getProfileImageCall, async ({ params, request, reply }) => {
    const image = await getProfileImage(app.db, memberOf(request).userId, params.imageId);
    reply.type(image.contentType);
    return image.data;
  });
}
