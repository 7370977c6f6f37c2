import {
  getActiveLegalInfos,
  getLegalConsent,
  getLegalInfo,
  getMemberActiveMenu,
  getMemberFeatures,
  getPublicActiveMenu,
  getPublicFeatures,
  getPublicStudio,
  getTranslationLocales,
  listPublicStudios,
  StudioErrors,
} from '@motus/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../../../lib/http-error.ts';
import { registerCall } from '../../../lib/register-call.ts';
import {
  activeLegalInfos,
  activeMenuEntries,
  featureFlags,
  legalInfoOf,
  translationLocales,
} from '../config-service.ts';
import { getStudio, listStudios, requireStudio } from '../service.ts';

function requestedLocale(query: { locale?: string | undefined }, request: FastifyRequest): string | undefined {
  return query.locale ?? request.context.locale;
}

function listedTenant(query: { tenant?: string | undefined }, request: FastifyRequest): string | undefined {
  return query.tenant ?? request.context.tenant;
}

/** The nox studio calls of the foundation: studios, feature flags, menu entries, legal infos, locales. */
export function registerConfigRoutes(app: FastifyInstance) {
  registerCall(
    app,
    listPublicStudios,
    ({ query, request }) => listStudios(app.db, listedTenant(query, request), request.context.locale),
    { publicCache: { tenantOf: (_answer, { query }, request) => listedTenant(query, request) ?? null } },
  );
  registerCall(
    app,
    getPublicStudio,
    ({ params, request }) => getStudio(app.db, params.studioId, request.context.locale),
    { publicCache: { tenantOf: (studio) => studio.magiclineTenant } },
  );

  for (const call of [getPublicFeatures, getMemberFeatures]) {
    registerCall(app, call, ({ query }) => featureFlags(app.db, query.studioId));
  }
  for (const call of [getPublicActiveMenu, getMemberActiveMenu]) {
    registerCall(app, call, ({ query }) => activeMenuEntries(app.db, query.studioId));
  }

  registerCall(app, getActiveLegalInfos, async ({ query, request }) => ({
    activeLegalInfos: await activeLegalInfos(app.db, query.studioId, requestedLocale(query, request)),
  }));
  registerCall(app, getLegalInfo, async ({ params, query, request }) => {
    const infos = await activeLegalInfos(app.db, query.studioId, requestedLocale(query, request));
    const info = legalInfoOf(infos, params.type);
    if (!info) throw notFound(StudioErrors.legalInfoNotFound, `No active ${params.type} for studio ${query.studioId}`);
    return info;
  });
  registerCall(app, getLegalConsent, async ({ query, request }) => {
    const infos = await activeLegalInfos(app.db, query.studioId, requestedLocale(query, request));
    return { privacyPolicy: legalInfoOf(infos, 'PRIVACY'), termsAndConditions: legalInfoOf(infos, 'GENERAL_TERMS') };
  });

  registerCall(app, getTranslationLocales, async ({ query }) => {
    const studio = query.studioId ? await requireStudio(app.db, query.studioId) : undefined;
    return translationLocales(studio?.locale);
  });
}
