import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { ErrorCodes } from '../errors/index.ts';

export const translationCatalogueSchema: z.ZodType<TranslationCatalogue> = z.lazy(() =>
  z.record(z.string(), z.union([z.string(), translationCatalogueSchema])),
);

export interface TranslationCatalogue {
  [key: string]: string | TranslationCatalogue;
}

export const getTranslations = defineCall({
  id: 'translations.get',
  method: 'GET',
  path: '/translations/{tag}/{language}.json',
  auth: 'public',
  params: z.object({
    tag: z.string().regex(/^[a-z][a-z0-9-]{0,39}$/, 'translation tag'),
    language: z.string().regex(/^[A-Za-z]{2,3}([_-][A-Za-z0-9]{2,8})*$/, 'language tag'),
  }),
  errors: [ErrorCodes.translationNotFound],
  answer: translationCatalogueSchema,
});
