import type { PortalLegalDocument, PortalLegalDocumentType } from '@motus/contract';
import { bestLanguage } from '../../lib/localized-text.ts';
import { german } from './documents/de.ts';
import { english } from './documents/en.ts';
import { LAST_UPDATED } from './documents/operator.ts';
import type { PortalLegalTexts } from './documents/types.ts';

/** The binding German texts and their English translation; other languages get English. */
const TEXTS: Readonly<Record<string, PortalLegalTexts>> = { de: german, en: english };

export function portalLegalDocument(
  document: PortalLegalDocumentType,
  preferred: (string | undefined)[],
): PortalLegalDocument {
  const locale = bestLanguage(Object.keys(TEXTS), preferred) ?? 'en';
  const text = (TEXTS[locale] ?? english)[document];
  return { document, locale, title: text.title, html: text.html, lastUpdated: LAST_UPDATED };
}
