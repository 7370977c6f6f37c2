import { getTranslations } from '@motus/contract';
import { urlFor } from '@motus/contract/client';
import { negotiateLocale, TRANSLATION_TAGS } from '@motus/i18n';
import type { FastifyRequest } from 'fastify';

/** The languages of an Accept-Language header, most wanted first. */
export function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [language = '', ...parameters] = part.trim().split(';');
      const quality = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
      return { language: language.trim(), quality: quality === undefined ? 1 : Number(quality), index };
    })
    .filter((entry) => entry.language !== '' && entry.language !== '*' && entry.quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map((entry) => entry.language);
}

/**
 * The catalogues the web app loads before its first paint, in the language it will choose the way the app does
 * (lib/i18n.ts `detectLocale`: the `locale` query parameter, then the browser's languages, which the browser also sends
 * as Accept-Language).
 */
export function pageCatalogueUrls(request: FastifyRequest): string[] {
  const search = new URLSearchParams(request.url.split('?')[1] ?? '');
  const locale = negotiateLocale([search.get('locale'), ...acceptedLanguages(request.headers['accept-language'])]);
  return TRANSLATION_TAGS.map((tag) => urlFor(getTranslations, { tag, language: locale }, {}));
}
