import { type LegalInfo, ValidationMessages } from '@motus/contract';
import type { ReactNode } from 'react';
import { Trans } from 'react-i18next';
import { z } from 'zod';
import { studioUuidOf, useStudioRef } from '../../lib/studio-context.ts';
import { studioPath } from '../../lib/studio-route.ts';
import { useLegalConsent } from './api/use-legal-consent.ts';

/** The terms checkbox as a form holds it: a boolean that must be ticked (the call's body wants the literal true). */
export const termsTicked = z.boolean().refine(Boolean, { error: ValidationMessages.terms });

interface ConsentLinks {
  terms: string;
  privacy: string;
}

const PORTAL_LINKS: ConsentLinks = { terms: '/agb', privacy: '/privacy' };

/** A studio's text is either an external address or a page of the studio's own legal footer routes. */
function linkOf(info: LegalInfo | null | undefined, studioPage: string, fallback: string): string {
  if (!info) return fallback;
  return info.externalUrl ? info.text : studioPage;
}

/** The studio's consent texts when a studio is known, else the portal's terms and privacy pages. */
function useConsentLinks(): ConsentLinks {
  const studio = useStudioRef();
  const { data } = useLegalConsent(studio);
  if (!studio) return PORTAL_LINKS;
  const base = studioPath(studioUuidOf(studio));
  return {
    terms: linkOf(data?.termsAndConditions, `${base}/studio-terms-and-conditions`, PORTAL_LINKS.terms),
    privacy: linkOf(data?.privacyPolicy, `${base}/studio-privacy`, PORTAL_LINKS.privacy),
  };
}

/** A legal text opens beside the form, which keeps what the user typed. */
function LegalLink({ href, children }: { href: string; children?: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

/** 'I accept the terms and conditions and have read the privacy policy', both linked; they open beside the form. */
export function TermsConsentLabel() {
  const links = useConsentLinks();
  return (
    <Trans
      i18nKey="account.register.terms"
      components={{
        terms: <LegalLink href={links.terms} />,
        privacy: <LegalLink href={links.privacy} />,
      }}
    />
  );
}
