import { ErrorCodes, getTranslations } from '@motus/contract';
import { isTranslationTag, negotiateLocale } from '@motus/i18n';
import { readCatalogue } from '@motus/i18n/catalogues';
import type { FastifyInstance } from 'fastify';
import { compressFixedPayloads } from '../../lib/compressed-payloads.ts';
import { notFound } from '../../lib/http-error.ts';
import { registerCall } from '../../lib/register-call.ts';

export default async function translationRoutes(app: FastifyInstance) {
  // Every page loads the catalogues before its first paint: sent compressed, they cost a phone a third of the bytes.
  app.addHook('onSend', compressFixedPayloads());
  registerCall(app, getTranslations, async ({ params, reply }) => {
    if (!isTranslationTag(params.tag)) {
      throw notFound(ErrorCodes.translationNotFound, `No translations for tag ${params.tag}`);
    }
    reply.header('cache-control', app.config.env === 'production' ? 'public, max-age=300' : 'no-cache');
    return readCatalogue(params.tag, negotiateLocale([params.language]));
  });
}
