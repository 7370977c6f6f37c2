import type { PortalLegalDocumentType } from '@motus/contract';

export interface PortalLegalText {
  title: string;
  html: string;
}

export type PortalLegalTexts = Readonly<Record<PortalLegalDocumentType, PortalLegalText>>;
