import { documentTypes, genders, personName } from '@motus/contract';
import { z } from 'zod';
import { birthDate, MESSAGES } from '../../lib/validators.ts';
import { optionalText } from './form-values.ts';

/** The proof's file types and size the call takes (PDF, PNG, JPEG up to 5 MB). */
export const DOCUMENT_MEDIA_TYPES = ['application/pdf', 'image/png', 'image/jpeg'];
export const DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;

const chosenFile = z.object({
  fileName: z.string(),
  mediaType: z.string(),
  size: z.number(),
  dataUrl: z.string(),
});

export type ChosenFile = z.infer<typeof chosenFile>;

/** Empty, or a real date at least 18 years back (spec 000 section 5). */
const optionalBirthDate = z.string().superRefine((value, context) => {
  const failure = birthDate(value);
  if (failure) context.addIssue({ code: 'custom', message: failure.key });
});

/** Personal data; the proof (its kind and file) only where the studio wants one. */
export function personalFormSchema(documentRequired: boolean) {
  return z
    .object({
      firstName: personName,
      lastName: personName,
      dateOfBirth: optionalBirthDate,
      gender: z.union([z.literal(''), z.enum(genders)]),
      placeOfBirth: optionalText(100),
      countryOfBirth: z.string(),
      taxId: optionalText(40),
      documentType: z.union([z.literal(''), z.enum(documentTypes)]),
      document: chosenFile.nullable(),
    })
    .superRefine((values, context) => {
      if (!documentRequired) return;
      const fail = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
      if (!values.documentType) fail('documentType', MESSAGES.required);
      if (!values.document) fail('document', 'selfservice.document.missing');
      else if (!DOCUMENT_MEDIA_TYPES.includes(values.document.mediaType))
        fail('document', 'selfservice.document.wrongType');
      else if (values.document.size > DOCUMENT_MAX_BYTES) fail('document', 'selfservice.document.tooLarge');
    });
}

export type PersonalValues = z.infer<ReturnType<typeof personalFormSchema>>;
