import type { LegalInfoType } from '@motus/contract';
import type { DemoStudio } from './studios.ts';

type LegalType = LegalInfoType;

export interface DemoLegalInfo {
  type: LegalType;
  locale: string;
  text: string;
  externalUrl: boolean;
}

interface LegalEntity {
  company: string;
  address: string;
  representative: string;
  register: string;
}

const ENTITIES: Record<string, LegalEntity> = {
  kraftwerk: {
    company: 'Kraftwerk Fitness GmbH',
    address: 'Torstraße 112, 10119 Berlin',
    representative: 'Jana Albrecht',
    register: 'Amtsgericht Charlottenburg, HRB 204511 B',
  },
  alpenfit: {
    company: 'Alpenfit AG',
    address: 'Hardstrasse 219, 8005 Zürich',
    representative: 'Reto Gasser',
    register: 'Handelsregister des Kantons Zürich, CHE-412.338.901',
  },
  lonestar: {
    company: 'Lone Star Athletic Club LLC',
    address: '1420 South Congress Avenue, Austin, TX 78704',
    representative: 'Dana Whitfield',
    register: 'Texas Secretary of State, File No. 0803921457',
  },
};

function germanTexts(
  entity: LegalEntity,
  studio: DemoStudio,
): Record<Exclude<LegalType, 'ACCESSIBILITY_STATEMENTS'>, string> {
  return {
    IMPRINT: `<h2>Impressum</h2><p>${entity.company}<br>${entity.address}</p><p>Vertreten durch: ${entity.representative}<br>${entity.register}</p><p>Kontakt: ${studio.phone}, <a href="mailto:${studio.email}">${studio.email}</a></p>`,
    PRIVACY: `<h2>Datenschutzerklärung</h2><p>Verantwortlich für die Verarbeitung Ihrer Daten ist die ${entity.company}, ${entity.address}. Wir verarbeiten Ihre Daten zur Durchführung Ihrer Mitgliedschaft und Ihrer Buchungen (Art. 6 Abs. 1 lit. b DSGVO).</p><p>Sie haben das Recht auf Auskunft, Berichtigung, Löschung und Widerspruch. Wenden Sie sich dazu an ${studio.email}.</p>`,
    GENERAL_TERMS: `<h2>Allgemeine Geschäftsbedingungen</h2><p>1. Die Mitgliedschaft berechtigt zur Nutzung der Trainingsflächen von ${studio.row.name} während der Öffnungszeiten.</p><p>2. Kurse sind bis spätestens zwei Stunden vor Beginn stornierbar.</p><p>3. Beiträge werden monatlich im Voraus fällig.</p>`,
    REVOCATION_TERMS: `<h2>Widerrufsbelehrung</h2><p>Sie haben das Recht, binnen vierzehn Tagen ohne Angabe von Gründen einen online geschlossenen Vertrag zu widerrufen. Senden Sie Ihren Widerruf an ${entity.company}, ${entity.address}, oder an ${studio.email}.</p>`,
  };
}

function englishTexts(
  entity: LegalEntity,
  studio: DemoStudio,
): Record<Exclude<LegalType, 'ACCESSIBILITY_STATEMENTS'>, string> {
  return {
    IMPRINT: `<h2>Legal notice</h2><p>${entity.company}<br>${entity.address}</p><p>Represented by: ${entity.representative}<br>${entity.register}</p><p>Contact: ${studio.phone}, <a href="mailto:${studio.email}">${studio.email}</a></p>`,
    PRIVACY: `<h2>Privacy policy</h2><p>${entity.company}, ${entity.address}, is responsible for processing your data. We process it to provide your membership and your bookings.</p><p>You may ask for access, correction or deletion of your data at any time at ${studio.email}.</p>`,
    GENERAL_TERMS: `<h2>Terms and conditions</h2><p>1. Membership entitles you to use the training areas of ${studio.row.name} during opening hours.</p><p>2. Classes can be cancelled up to two hours before they start.</p><p>3. Fees are due monthly in advance.</p>`,
    REVOCATION_TERMS: `<h2>Right of withdrawal</h2><p>You may withdraw from a contract concluded online within fourteen days without giving reasons. Send your withdrawal to ${entity.company}, ${entity.address}, or to ${studio.email}.</p>`,
  };
}

/** Legal texts of a studio in its own language and in English; Lone Star links its privacy policy externally. */
export function legalInfosFor(studio: DemoStudio): DemoLegalInfo[] {
  const entity = ENTITIES[studio.row.tenantId] as LegalEntity;
  const english = englishTexts(entity, studio);
  const local = studio.row.locale?.startsWith('de') ? germanTexts(entity, studio) : undefined;
  const infos: DemoLegalInfo[] = [];
  for (const [type, text] of Object.entries(english) as [LegalType, string][]) {
    const external = studio.row.tenantId === 'lonestar' && type === 'PRIVACY';
    const value = external ? 'https://lonestar-athletic.example/privacy' : text;
    infos.push({ type, locale: 'en', text: value, externalUrl: external });
    if (local) infos.push({ type, locale: 'de', text: local[type as keyof typeof local], externalUrl: false });
  }
  return infos;
}
