import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { ErrorCodes } from '../errors/index.ts';
import { localeTag } from '../schemas.ts';
import { emailAddress, personName, phoneNumber, verificationCode } from '../validation.ts';

export const PROFILE_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const PROFILE_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;

export const profileSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  /** A UI locale such as de-DE; mails go out in it. */
  locale: z.string(),
  profilePictureUrl: z.string().nullable(),
});

export const additionalEmailSchema = z.object({ email: z.string(), verified: z.boolean() });

/** The login e-mail, the additional e-mails and phone numbers. */
export const contactsSchema = z.object({
  email: z.string(),
  additionalEmails: z.array(additionalEmailSchema),
  phoneNumber: z.string().nullable(),
  mobileNumber: z.string().nullable(),
});

const member = { auth: 'member' } as const;

export const getProfile = defineCall({
  ...member,
  id: 'profile.get',
  method: 'GET',
  path: '/v1/me/profile',
  answer: profileSchema,
});

export const updateProfile = defineCall({
  ...member,
  id: 'profile.update',
  method: 'PUT',
  path: '/v1/me/profile',
  body: z.object({ firstName: personName, lastName: personName, locale: localeTag.optional() }),
  answer: profileSchema,
});

/** Multipart with one file field named `image`: JPEG, PNG or WebP up to 5 MB. */
export const uploadProfileImage = defineCall({
  ...member,
  id: 'profile.uploadImage',
  method: 'POST',
  path: '/v1/me/profile/image',
  errors: [ErrorCodes.unsupportedMediaType, ErrorCodes.payloadTooLarge],
  answer: z.object({ profilePictureUrl: z.string() }),
});

export const deleteProfileImage = defineCall({
  ...member,
  id: 'profile.deleteImage',
  method: 'DELETE',
  path: '/v1/me/profile/image',
  answer: z.undefined(),
  answerKind: 'empty',
});

/** The profilePictureUrl of user info and profile; a new id with every upload, so it may be cached for good. */
export const getProfileImage = defineCall({
  ...member,
  id: 'profile.getImage',
  method: 'GET',
  path: '/v1/me/profile/image/{imageId}',
  params: z.object({ imageId: z.uuid() }),
  errors: [ErrorCodes.imageNotFound],
  answer: z.unknown(),
  answerKind: 'binary',
});

export const getContacts = defineCall({
  ...member,
  id: 'profile.getContacts',
  method: 'GET',
  path: '/v1/me/contacts',
  answer: contactsSchema,
});

/** A field left out keeps its value; null clears it. */
export const updateContacts = defineCall({
  ...member,
  id: 'profile.updateContacts',
  method: 'POST',
  path: '/v1/me/contacts',
  body: z.object({ phoneNumber: phoneNumber.nullable().optional(), mobileNumber: phoneNumber.nullable().optional() }),
  answer: contactsSchema,
});

/**
 * With a code: confirms the change started by /v1/me/changeemail. Without: makes a verified additional e-mail the
 * login e-mail (the old one becomes an additional e-mail).
 */
export const changeMainEmail = defineCall({
  ...member,
  id: 'profile.changeMainEmail',
  method: 'POST',
  path: '/v1/me/change-main-email',
  body: z.object({ email: emailAddress, code: verificationCode.optional() }),
  errors: [
    ErrorCodes.emailNotFound,
    ErrorCodes.invalidCode,
    ErrorCodes.emailAlreadyRegistered,
    ErrorCodes.tooManyRequests,
  ],
  answer: contactsSchema,
});

const addAdditionalEmailCall = {
  ...member,
  method: 'POST',
  body: z.object({ email: emailAddress }),
  answer: contactsSchema,
} as const;

const deleteAdditionalEmailCall = {
  ...member,
  method: 'DELETE',
  query: z.object({ email: emailAddress }),
  answer: contactsSchema,
} as const;

/** Adds an unverified additional e-mail and mails it a code. The spec names both spellings of the path. */
export const addAdditionalEmail = defineCall({
  ...addAdditionalEmailCall,
  id: 'profile.addAdditionalEmail',
  errors: [ErrorCodes.emailAlreadyRegistered, ErrorCodes.tooManyRequests],
  path: '/v1/me/additional-email',
});

export const addAdditionalEmailLegacy = defineCall({
  ...addAdditionalEmailCall,
  id: 'profile.addAdditionalEmailLegacy',
  errors: [ErrorCodes.emailAlreadyRegistered, ErrorCodes.tooManyRequests],
  path: '/v1/me/additionalemail',
});

export const deleteAdditionalEmail = defineCall({
  ...deleteAdditionalEmailCall,
  id: 'profile.deleteAdditionalEmail',
  errors: [ErrorCodes.emailNotFound],
  path: '/v1/me/additional-email',
});

export const deleteAdditionalEmailLegacy = defineCall({
  ...deleteAdditionalEmailCall,
  id: 'profile.deleteAdditionalEmailLegacy',
  errors: [ErrorCodes.emailNotFound],
  path: '/v1/me/additionalemail',
});

export const verifyAdditionalEmail = defineCall({
  ...member,
  id: 'profile.verifyAdditionalEmail',
  method: 'POST',
  path: '/v1/me/additionalemail/verify',
  body: z.object({ email: emailAddress, code: verificationCode }),
  errors: [
    ErrorCodes.emailNotFound,
    ErrorCodes.invalidCode,
    ErrorCodes.emailAlreadyRegistered,
    ErrorCodes.tooManyRequests,
  ],
  answer: contactsSchema,
});

export type Profile = z.infer<typeof profileSchema>;
export type Contacts = z.infer<typeof contactsSchema>;
export type AdditionalEmail = z.infer<typeof additionalEmailSchema>;
