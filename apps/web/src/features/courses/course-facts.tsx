import { useTranslation } from 'react-i18next';
import { useLocale } from '../../lib/i18n.ts';
import { offerStatement } from '../../lib/offer-statement.ts';
import type { CatalogueCourse } from './api/use-course-catalogue.ts';
import styles from './course-detail.module.css';

/** Trainers, rooms, duration and how a place is paid for. */
export function CourseFacts({ course }: { course: CatalogueCourse }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const price = offerStatement(course.priceOrOffer, { covered: course.bookableWithContingent, locale, t });
  const tryable = typeof course.priceOrOffer === 'object' && course.priceOrOffer.benefitTrialConfigurationId !== null;
  const facts: [string, string][] = [
    [t('booking.detail.trainers'), course.employees.join(', ') || '-'],
    [t('booking.detail.rooms'), course.locations.join(', ') || '-'],
    [t('booking.detail.duration'), t('booking.detail.minutes', { count: course.durationMinutes })],
    [t('booking.detail.bookingOption'), tryable ? `${price} · ${t('booking.price.trial')}` : price],
  ];
  return (
    <dl className={styles.facts}>
      {facts.map(([term, value]) => (
        <div key={term} className={styles.fact}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
