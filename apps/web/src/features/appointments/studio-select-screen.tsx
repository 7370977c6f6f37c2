import { encodeStudioUuid } from '@motus/contract';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { keepStickyQuery } from '../../lib/sticky-query.ts';
import { useStudioRef } from '../../lib/studio-context.ts';
import { studioPath } from '../../lib/studio-route.ts';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { ErrorList } from '../../ui/error-list.tsx';
import { BlockSpinner } from '../../ui/spinner.tsx';
import { useBenefitStudios } from './api/use-benefit-studios.ts';
import styles from './appointments.module.css';

/** Where to book benefit :id (/appointment/studioselect/:id): the tenant's studios that offer it. */
export function AppointmentStudioSelectScreen() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const ref = useStudioRef();
  const benefitId = Number(useParams().id);
  const studios = useBenefitStudios(benefitId);

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('routes.appointmentStudioSelect')}</h1>
      <p className={styles.intro}>{t('appointments.studioSelect.intro')}</p>
      {studios.error ? (
        <ErrorList
          title={t('appointments.studioSelect.loadError')}
          errors={[studios.error]}
          action={<Button onClick={() => studios.refetch()}>{t('common.actions.retry')}</Button>}
        />
      ) : null}
      {studios.isPending ? <BlockSpinner label={t('common.loading')} /> : null}
      {studios.data?.length === 0 ? <p className={styles.empty}>{t('appointments.studioSelect.empty')}</p> : null}
      {studios.data && studios.data.length > 0 && ref ? (
        <ul className={styles.studios}>
          {studios.data.map((studio) => {
            const uuid = encodeStudioUuid({ tenant: ref.tenant, organizationUnitId: studio.id });
            const to = keepStickyQuery(`${studioPath(uuid)}/appointment/${studio.benefitId ?? benefitId}`, search);
            return (
              <li key={studio.id} className={styles.studio}>
                <span>
                  <strong>{studio.name}</strong> · {studio.city}
                </span>
                <ButtonLink to={to} size="s">
                  {t('appointments.studioSelect.choose')} <span className="visually-hidden">{studio.name}</span>
                </ButtonLink>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}
