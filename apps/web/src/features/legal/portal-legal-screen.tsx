import type { PortalLegalDocument, PortalLegalDocumentType } from '@motus/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../lib/i18n.ts';
import { displayNames, formatDay } from '../../lib/intl.ts';
import { useBrand } from '../../lib/whitelabel.ts';
import { Note } from '../../ui/note.tsx';
import { RichText } from '../../ui/rich-text.tsx';
import { BlockSpinner } from '../../ui/spinner.tsx';
import { usePortalLegalDocument } from './api/use-portal-legal-document.ts';
import styles from './legal.module.css';
import { LegalPage } from './legal-page.tsx';
import { LoadFailure } from './load-failure.tsx';

const TITLE_KEYS: Readonly<Record<PortalLegalDocumentType, string>> = {
  IMPRINT: 'legal.portal.imprint',
  TERMS: 'legal.portal.terms',
  PRIVACY: 'legal.portal.privacy',
  AGREEMENT: 'legal.portal.agreement',
};

function languageName(language: string, locale: string): string {
  return displayNames(locale, { type: 'language' }).of(language) ?? language;
}

function DocumentText({ document }: { document: PortalLegalDocument }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const translated = document.locale === locale.slice(0, 2);
  return (
    <>
      {translated ? null : (
        <Note type="notice" className={styles.languageNote}>
          {t('legal.portal.otherLanguage', { language: languageName(document.locale, locale) })}
        </Note>
      )}
      <div lang={document.locale}>
        <RichText text={document.html} />
      </div>
      <p className={styles.updated}>
        {t('legal.portal.lastUpdated', { date: formatDay(document.lastUpdated, locale, 'long') })}
      </p>
    </>
  );
}

function PortalDocument({ document }: { document: PortalLegalDocumentType }) {
  const { t } = useTranslation();
  const { data, error, isPending, refetch } = usePortalLegalDocument(document);
  if (isPending) return <BlockSpinner label={t('legal.loading')} />;
  if (!data) return <LoadFailure error={error} onRetry={() => refetch()} />;
  return <DocumentText document={data} />;
}

function PortalLegalScreen({ document }: { document: PortalLegalDocumentType }) {
  const { t } = useTranslation();
  return (
    <LegalPage title={t(TITLE_KEYS[document])}>
      <PortalDocument document={document} />
    </LegalPage>
  );
}

/**
 * A white-label brand runs its portal under its own name: its imprint comes first, and Motus follows as the technical
 * service provider.
 */
export function PortalImprintScreen() {
  const { t } = useTranslation();
  const brandImprint = useBrand().brand.config?.texts.imprint?.trim();
  const brandId = useId();
  const providerId = useId();
  if (!brandImprint) return <PortalLegalScreen document="IMPRINT" />;
  return (
    <LegalPage title={t(TITLE_KEYS.IMPRINT)}>
      <section aria-labelledby={brandId}>
        <h2 id={brandId} className={styles.sectionTitle}>
          {t('legal.portal.brandOperator')}
        </h2>
        <RichText text={brandImprint} />
      </section>
      <section aria-labelledby={providerId} className={styles.section}>
        <h2 id={providerId} className={styles.sectionTitle}>
          {t('legal.portal.technicalProvider')}
        </h2>
        <PortalDocument document="IMPRINT" />
      </section>
    </LegalPage>
  );
}

export const PortalTermsScreen = () => <PortalLegalScreen document="TERMS" />;
export const PortalPrivacyScreen = () => <PortalLegalScreen document="PRIVACY" />;
export const PortalAgreementScreen = () => <PortalLegalScreen document="AGREEMENT" />;
