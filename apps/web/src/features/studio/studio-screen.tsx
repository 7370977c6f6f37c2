import { decodeStudioUuid, encodeStudioUuid, type StudioRef } from '@motus/contract';
import { ApiError } from '@motus/contract/client';
import { usePrefetchQuery } from '@tanstack/react-query';
import { useEffect, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { formatAddress } from '../../lib/format-address.ts';
import { useLocale } from '../../lib/i18n.ts';
import { countryName } from '../../lib/intl.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { loadedStudio } from '../../lib/request-context.ts';
import { type PublicStudio, useStudioQuery } from '../../lib/studio-context.ts';
import { Button } from '../../ui/button.tsx';
import { ErrorList } from '../../ui/error-list.tsx';
import { BlockSpinner } from '../../ui/spinner.tsx';
import { studioDetailQueryOptions, useStudioDetail } from './api/use-studio-detail.ts';
import { ClosingHours, type Closure, upcomingClosures } from './closing-hours.tsx';
import { StudioContacts } from './studio-contacts.tsx';
import { StudioHero } from './studio-hero.tsx';
import { StudioMap } from './studio-map.tsx';
import { StudioOffers } from './studio-offers.tsx';
import { StudioOpeningHours } from './studio-opening-hours.tsx';
import styles from './studio-screen.module.css';
import { QueryState, StudioSection } from './studio-section.tsx';
import { StudioTeam } from './studio-team.tsx';
import { StudioUtilization } from './studio-utilization.tsx';
import { UnknownStudio } from './unknown-studio.tsx';
import { useNow } from './use-now.ts';

function UpcomingClosures({ closures, zoneId }: { closures: readonly Closure[]; zoneId: string }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className={styles.closures} aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.subtitle}>
        {t('studio.closingHours.title')}
      </h3>
      <ClosingHours closures={closures} zoneId={zoneId} />
    </section>
  );
}

/** The week's opening hours (from the studio detail call) and the closures still to come. */
function HoursSection({ studio }: { studio: PublicStudio }) {
  const { t } = useTranslation();
  const detail = useStudioDetail(studio.studioUuid);
  const now = useNow();
  const closures = useMemo(() => upcomingClosures(studio.closingHoursDtos, now), [studio, now]);
  return (
    <StudioSection title={t('studio.openingHours.title')}>
      <QueryState query={detail} errorMessage={t('studio.openingHours.loadError')}>
        <StudioOpeningHours
          hours={detail.data?.openingHours ?? []}
          closures={closures}
          zoneId={studio.zoneId}
          now={now}
        />
      </QueryState>
      {closures.length > 0 ? <UpcomingClosures closures={closures} zoneId={studio.zoneId} /> : null}
    </StudioSection>
  );
}

/**
 * The studio's picture, when it has one; decorative, the page names the studio. While the detail loads, its box is
 * kept free so that the sections below do not move down when the picture arrives.
 */
function StudioPicture({ studioUuid }: { studioUuid: string }) {
  const { data, isPending } = useStudioDetail(studioUuid);
  if (isPending) return <div className={styles.picture} aria-hidden="true" />;
  return data?.imageUrl ? <img className={styles.picture} src={data.imageUrl} alt="" /> : null;
}

function StudioDetails({ studio }: { studio: PublicStudio }) {
  const { t } = useTranslation();
  const locale = useLocale();
  usePageTitle(studio.name);
  const address = formatAddress(studio.address, studio.studioProperties);
  const country = countryName(studio.address.countryCode, locale) ?? studio.address.country;

  return (
    <article className={styles.studio}>
      <StudioHero studio={studio} address={address} country={country} />
      <StudioPicture studioUuid={studio.studioUuid} />
      <div className={styles.sections}>
        <StudioSection title={t('studio.location.title')}>
          <StudioMap studio={studio} address={`${address}, ${country}`} />
        </StudioSection>
        <HoursSection studio={studio} />
        <StudioUtilization studioId={studio.id} />
        <StudioSection title={t('studio.offers.title')}>
          <StudioOffers studioUuid={studio.studioUuid} />
        </StudioSection>
        <StudioSection title={t('studio.contacts.title')}>
          <StudioContacts contacts={studio.contacts} />
        </StudioSection>
        <StudioSection title={t('studio.team.title')} wide>
          <StudioTeam studioId={studio.id} />
        </StudioSection>
      </div>
    </article>
  );
}

function StudioLoadError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  usePageTitle(t('studio.loadError'));
  return (
    <ErrorList
      title={t('studio.loadError')}
      errors={[error]}
      action={<Button onClick={onRetry}>{t('common.actions.retry')}</Button>}
    />
  );
}

function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && error.status === 404;
}

function StudioPage({ reference }: { reference: StudioRef }) {
  const { t } = useTranslation();
  const { data, error, isPending, refetch } = useStudioQuery(reference.organizationUnitId);
  // The address names the studio the detail is about: both are asked for at once, not the detail after the studio.
  usePrefetchQuery(studioDetailQueryOptions(encodeStudioUuid(reference)));
  // A studio of another tenant than the uuid names is not the studio asked for.
  const studio = data?.magiclineTenant === reference.tenant ? data : undefined;

  const { tenant, organizationUnitId } = reference;
  // The loaded studio's facility group selects its brand (x-facility-group).
  const facilityGroup = studio?.facilityGroup ?? undefined;
  useEffect(() => {
    if (facilityGroup) loadedStudio.set({ tenant, organizationUnitId, facilityGroup });
  }, [tenant, organizationUnitId, facilityGroup]);

  if (isPending) return <BlockSpinner label={t('common.loading')} />;
  if (error && !isNotFound(error)) return <StudioLoadError error={error} onRetry={() => refetch()} />;
  if (!studio) return <UnknownStudio />;
  return <StudioDetails studio={studio} />;
}

/** The studio page: `/studio/{studioUuid}`, the uuid being base64 of `tenant:organisationUnitId`. */
export function StudioScreen() {
  const { studioUuid = '' } = useParams();
  const reference = useMemo(() => decodeStudioUuid(studioUuid), [studioUuid]);
  if (!reference) return <UnknownStudio />;
  return <StudioPage key={`${reference.tenant}:${reference.organizationUnitId}`} reference={reference} />;
}
