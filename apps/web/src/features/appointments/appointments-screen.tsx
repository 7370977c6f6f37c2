import type { listPublicSingleBenefits, SingleBenefit } from '@motus/contract';
import type { ClientAnswer } from '@motus/contract/client';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useLocale } from '../../lib/i18n.ts';
import { formatDateTime } from '../../lib/intl.ts';
import { keepStickyQuery } from '../../lib/sticky-query.ts';
import { useCurrentStudio } from '../../lib/studio-context.ts';
import { studioPath } from '../../lib/studio-route.ts';
import { useMemberCalls } from '../../lib/use-member-calls.ts';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { Card } from '../../ui/card.tsx';
import { ErrorList } from '../../ui/error-list.tsx';
import { BlockSpinner } from '../../ui/spinner.tsx';
import { Tag } from '../../ui/tag.tsx';
import { useSingleBenefits } from './api/use-single-benefits.ts';
import styles from './appointments.module.css';
import { offerOf } from './offer-label.ts';

type Benefit = ClientAnswer<typeof listPublicSingleBenefits>[number];

function trainerNames(benefit: Pick<SingleBenefit, 'employees'>): string {
  return benefit.employees.map((employee) => `${employee.firstName} ${employee.lastName}`).join(', ');
}

function BenefitCard({
  benefit,
  to,
  timeZone,
}: {
  benefit: Benefit;
  to: ReturnType<typeof keepStickyQuery>;
  timeZone: string;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const upcoming = benefit.upcomingAppointmentDateTime;
  return (
    <li>
      <Card
        title={benefit.name}
        description={benefit.description}
        image={benefit.imageUrl ? { src: benefit.imageUrl, alt: '' } : undefined}
        actions={
          <ButtonLink to={to} size="s">
            {t('appointments.list.choose')} <span className="visually-hidden">{benefit.name}</span>
          </ButtonLink>
        }
      >
        <dl className={styles.facts}>
          <dt>{t('appointments.list.duration')}</dt>
          <dd>{t('appointments.list.minutes', { count: benefit.durationMinutes })}</dd>
          {benefit.employees.length > 0 ? (
            <>
              <dt>{t('appointments.list.trainers')}</dt>
              <dd>{trainerNames(benefit)}</dd>
            </>
          ) : null}
          <dt>{t('appointments.list.price')}</dt>
          <dd>{offerOf(benefit, { covered: benefit.bookableWithContingent === true, locale, t })}</dd>
        </dl>
        <div className={styles.tags}>
          {upcoming ? (
            <Tag size="small">
              {t('appointments.list.upcoming', {
                when: formatDateTime(upcoming, locale, timeZone),
              })}
            </Tag>
          ) : null}
        </div>
      </Card>
    </li>
  );
}

/** The studio's single appointments (/studio/{uuid}/appointments): one card per benefit. */
export function AppointmentsScreen() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const { ref, studio } = useCurrentStudio();
  const connected = useMemberCalls();
  const benefits = useSingleBenefits(ref?.organizationUnitId, connected);
  const base = studio ? studioPath(studio.studioUuid) : '';

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('routes.appointments')}</h1>
      <p className={styles.intro}>{t('appointments.list.intro')}</p>
      {benefits.error ? (
        <ErrorList
          title={t('appointments.list.loadError')}
          errors={[benefits.error]}
          action={<Button onClick={() => benefits.refetch()}>{t('common.actions.retry')}</Button>}
        />
      ) : null}
      {benefits.isPending ? <BlockSpinner label={t('common.loading')} /> : null}
      {benefits.data?.length === 0 ? <p className={styles.empty}>{t('appointments.list.empty')}</p> : null}
      {benefits.data && benefits.data.length > 0 && studio ? (
        <ul className={styles.cards}>
          {benefits.data.map((benefit) => (
            <BenefitCard
              key={benefit.id}
              benefit={benefit}
              timeZone={studio.zoneId}
              to={keepStickyQuery(`${base}/appointment/${benefit.id}`, search)}
            />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
