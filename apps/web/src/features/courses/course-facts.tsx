import type { BookableCourse } from '@motus/contract';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../lib/format.ts';
import { useLocale } from '../../lib/i18n.ts';
import styles from './course-detail.module.css';
import type { CatalogueCourse } from './use-course-catalogue.ts';

function usePriceLabel(price: BookableCourse['price']): string {
  const { t } = useTranslation();
  const locale = useLocale();
  if (typeof price === 'number') {
    return price > 0 ? formatPrice({ amount: price }, locale) : t('booking.price.CONTINGENT');
  }
  if (price.state === 'ONLINE_PAYMENT') return formatPrice(price.price, locale, { freeLabel: t('booking.price.FREE') });
  return t(`booking.price.${price.state}`);
}

/** Trainers, rooms, duration and how a place is paid for. */
export function CourseFacts({ course }: { course: CatalogueCourse }) {
  const { t } = useTranslation();
  const price = usePriceLabel(course.price);
  const tryable = typeof course.price === 'object' && course.price.benefitTrialConfigurationId !== null;
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
