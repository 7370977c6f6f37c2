import type { LegalInfo, LegalInfoType } from '@motus/contract';
import { ApiError } from '@motus/contract/client';
import { useTranslation } from 'react-i18next';
import { useStickyTo } from '../../lib/sticky-query.ts';
import { studioUuidOf, useCurrentStudio } from '../../lib/studio-context.ts';
import { studioPath } from '../../lib/studio-route.ts';
import { ButtonLink } from '../../ui/button.tsx';
import { RichText } from '../../ui/rich-text.tsx';
import { BlockSpinner } from '../../ui/spinner.tsx';
import { useStudioLegalInfo } from './api/use-studio-legal-info.ts';
import { ExternalText, webAddress } from './external-text.tsx';
import styles from './legal.module.css';
import { LegalPage } from './legal-page.tsx';
import { LoadFailure } from './load-failure.tsx';

type StudioLegalType = Exclude<LegalInfoType, 'ACCESSIBILITY_STATEMENTS'>;

const TITLE_KEYS: Readonly<Record<StudioLegalType, string>> = {
  IMPRINT: 'legal.studio.imprint',
  GENERAL_TERMS: 'legal.studio.terms',
  PRIVACY: 'legal.studio.privacy',
  REVOCATION_TERMS: 'legal.studio.revocation',
};

function NotPublished({ studioUuid }: { studioUuid: string }) {
  const { t } = useTranslation();
  const studioPage = useStickyTo(studioPath(studioUuid));
  return (
    <div className={styles.notice}>
      <p>{t('legal.studio.none')}</p>
      <ButtonLink variant="secondary" to={studioPage}>
        {t('legal.studio.backToStudio')}
      </ButtonLink>
    </div>
  );
}

/** An external text is offered as a link (spec 000 section 2.6); one that is no web address counts as none. */
function LegalText({ info, studioUuid, title }: { info: LegalInfo; studioUuid: string; title: string }) {
  if (info.externalUrl) {
    const address = webAddress(info.text);
    return address ? <ExternalText href={address} title={title} /> : <NotPublished studioUuid={studioUuid} />;
  }
  return info.text.trim() ? <RichText text={info.text} /> : <NotPublished studioUuid={studioUuid} />;
}

interface StudioLegalContentProps {
  type: StudioLegalType;
  studioId: number;
  studioUuid: string;
  title: string;
}

function StudioLegalContent({ type, studioId, studioUuid, title }: StudioLegalContentProps) {
  const { t } = useTranslation();
  const { data, error, isPending, refetch, enabled } = useStudioLegalInfo(studioId, type);
  const missing = !enabled || (error instanceof ApiError && error.status === 404);
  if (missing) return <NotPublished studioUuid={studioUuid} />;
  if (isPending) return <BlockSpinner label={t('legal.loading')} />;
  if (!data) return <LoadFailure error={error} onRetry={() => refetch()} />;
  return <LegalText info={data} studioUuid={studioUuid} title={title} />;
}

/** A studio's legal page (`/studio/{studioUuid}/studio-imprint` and its siblings) from its active legal infos. */
function StudioLegalScreen({ type }: { type: StudioLegalType }) {
  const { t } = useTranslation();
  const { ref, studio } = useCurrentStudio();
  const title = t(TITLE_KEYS[type]);
  return (
    <LegalPage title={title} subtitle={studio?.name}>
      {ref ? (
        <StudioLegalContent
          key={ref.organizationUnitId}
          type={type}
          studioId={ref.organizationUnitId}
          studioUuid={studioUuidOf(ref)}
          title={title}
        />
      ) : null}
    </LegalPage>
  );
}

export const StudioImprintScreen = () => <StudioLegalScreen type="IMPRINT" />;
export const StudioTermsScreen = () => <StudioLegalScreen type="GENERAL_TERMS" />;
export const StudioPrivacyScreen = () => <StudioLegalScreen type="PRIVACY" />;
export const StudioRevocationScreen = () => <StudioLegalScreen type="REVOCATION_TERMS" />;
