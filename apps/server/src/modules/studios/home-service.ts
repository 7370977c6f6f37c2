import { type SepaAgreement, type Studio, StudioErrors } from '@motus/contract';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import { bestLanguage } from '../../lib/localized-text.ts';
import type { TenantScope } from '../../lib/tenant-scope.ts';
import { findSepaMandateTexts } from './repo.ts';
import type { StudioRow } from './schema.ts';
import { getStudio, requireStudio } from './service.ts';

/** The home studio of the customer the member is connected to in the tenant. */
export async function homeStudio(db: Database, scope: TenantScope<'customer'>): Promise<Studio> {
  return getStudio(db, scope.homeStudioId, scope.locale);
}

/** The SEPA mandate text of the studio's tenant in the best of the languages asked for (the studio's last). */
export async function sepaAgreementOfStudio(
  db: Database,
  studio: StudioRow,
  languages: (string | undefined)[],
): Promise<SepaAgreement> {
  const texts = await findSepaMandateTexts(db, studio.tenantId);
  const language = bestLanguage(
    texts.map((text) => text.locale),
    [...languages, studio.locale],
  );
  const text = texts.find((candidate) => candidate.locale === language);
  if (!text) {
    throw notFound(StudioErrors.sepaAgreementNotFound, `Tenant ${studio.tenantId} collects no SEPA direct debits`);
  }
  return {
    tenant: studio.tenantId,
    studioId: studio.id,
    creditorName: text.creditorName,
    creditorIdentifier: text.creditorIdentifier,
    creditorAddress: text.creditorAddress,
    mandateText: text.text,
    locale: text.locale,
  };
}

/** The SEPA mandate text of the tenant of the member's home studio, in the best language for the member. */
export async function sepaAgreement(
  db: Database,
  scope: TenantScope<'customer'>,
  locale: string | undefined,
): Promise<SepaAgreement> {
  return sepaAgreementOfStudio(db, await requireStudio(db, scope.homeStudioId), [locale, scope.user.locale]);
}
