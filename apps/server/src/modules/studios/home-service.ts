import type { SepaAgreement, Studio } from '@motus/contract';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import { bestLanguage } from '../../lib/localized-text.ts';
import { requireConnect } from '../../lib/member-tenant.ts';
import { findSepaMandateTexts } from './repo.ts';
import { getStudio, requireStudio } from './service.ts';

/** The home studio of the customer the member is connected to in the tenant. */
export async function homeStudio(
  db: Database,
  member: { userId: string; locale: string | undefined },
  tenant: string | undefined,
): Promise<Studio> {
  const connect = await requireConnect(db, member.userId, tenant);
  return getStudio(db, connect.studioId, member.locale);
}

/** The SEPA mandate text of the tenant of the member's home studio, in the best language for the member. */
export async function sepaAgreement(
  db: Database,
  member: { userId: string; locale: string },
  request: { tenant: string | undefined; locale: string | undefined },
): Promise<SepaAgreement> {
  const connect = await requireConnect(db, member.userId, request.tenant);
  const studio = await requireStudio(db, connect.studioId);
  const texts = await findSepaMandateTexts(db, connect.tenant);
  const language = bestLanguage(
    texts.map((text) => text.locale),
    [request.locale, member.locale, studio.locale],
  );
  const text = texts.find((candidate) => candidate.locale === language);
  if (!text) throw notFound('SEPA_AGREEMENT_NOT_FOUND', `Tenant ${connect.tenant} collects no SEPA direct debits`);
  return {
    tenant: connect.tenant,
    studioId: studio.id,
    creditorName: text.creditorName,
    creditorIdentifier: text.creditorIdentifier,
    creditorAddress: text.creditorAddress,
    mandateText: text.text,
    locale: text.locale,
  };
}
