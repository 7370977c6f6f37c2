import { decodeStudioUuid, type StudioRef } from '@motus/contract';
import { ApiError } from '@motus/contract/client';
import { useEffect, useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { useLocale } from '../../lib/i18n.ts';
import { countryName } from '../../lib/intl.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { loadedStudio } from '../../lib/request-context.ts';
import { type PublicStudio, useStudioQuery } from '../../lib/studio-context.ts';
import { Button } from '../../ui/button.tsx';
import { ErrorList } from '../../ui/error-list.tsx';
import { BlockSpinner } from '../../ui/spinner.tsx';
import { ClosingHours, upcomingClosures } from './closing-hours.tsx';
import { formatAddress } from './format-address.ts';
import { StudioContacts } from './studio-contacts.tsx';
import styles from './studio-screen.module.css';
import { UnknownStudio } from './unknown-studio.tsx';

function StudioDetails({ studio }: { studio: PublicStudio }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const contactsId = useId();
  const closuresId = useId();
  usePageTitle(studio.name);
  const address = formatAddress(studio.address, studio.studioProperties);
  const country = countryName(studio.address.countryCode, locale) ?? studio.address.country;
  const closures = useMemo(() => upcomingClosures(studio.closingHoursDtos, new Date()), [studio]);

  return (
    <article className={styles.studio}>
      <div className={styles.hero}>
        {studio.logo ? (
          <img className={styles.logo} src={studio.logo} alt={t('studio.logoAlt', { name: studio.name })} />
        ) : null}
        <div>
          <h1 className={styles.name}>{studio.name}</h1>
          <address className={styles.address}>
            <span>{address}</span>
            <span>{country}</span>
          </address>
        </div>
      </div>
      <div className={styles.sections}>
        <section className={styles.card} aria-labelledby={contactsId}>
          <h2 id={contactsId} className={styles.cardTitle}>
            {t('studio.contacts.title')}
          </h2>
          <StudioContacts contacts={studio.contacts} studioName={studio.name} address={`${address}, ${country}`} />
        </section>
        {closures.length > 0 ? (
          <section className={styles.card} aria-labelledby={closuresId}>
            <h2 id={closuresId} className={styles.cardTitle}>
              {t('studio.closingHours.title')}
            </h2>
            <ClosingHours closures={closures} zoneId={studio.zoneId} />
          </section>
        ) : null}
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
