import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../lib/format.ts';
import { useLocale } from '../../lib/i18n.ts';
import { DEFAULT_TIME_ZONE, formatDate } from '../../lib/intl.ts';
import { useCurrentStudio } from '../../lib/studio-context.ts';
import { ErrorList } from '../../ui/error-list.tsx';
import { BlockSpinner } from '../../ui/spinner.tsx';
import { usePurchasedVouchers } from './api/use-purchased-vouchers.ts';
import styles from './products.module.css';

/** The logged-in member's bought vouchers: code, what is left of the value, and until when. */
export function PurchasedVouchers() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { studio } = useCurrentStudio();
  const timeZone = studio?.zoneId ?? DEFAULT_TIME_ZONE;
  const vouchers = usePurchasedVouchers(true);
  return (
    <section className={styles.section} aria-labelledby="purchased-vouchers">
      <h2 id="purchased-vouchers" className={styles.sectionTitle}>
        {t('products.purchased.title')}
      </h2>
      {vouchers.error ? <ErrorList title={t('products.purchased.loadError')} errors={[vouchers.error]} /> : null}
      {vouchers.isPending ? <BlockSpinner label={t('common.loading')} /> : null}
      {vouchers.data?.length === 0 ? <p className={styles.meta}>{t('products.purchased.empty')}</p> : null}
      {vouchers.data && vouchers.data.length > 0 ? (
        <ul className={styles.codes}>
          {vouchers.data.map((voucher) => (
            <li key={voucher.id} className={styles.panel}>
              <span className={styles.code}>{voucher.code}</span>
              <span>
                {t('products.purchased.remaining', {
                  remaining: formatPrice(voucher.remaining, locale, { freeLabel: t('products.purchased.usedUp') }),
                  value: formatPrice(voucher.value, locale),
                })}
              </span>
              <span className={styles.meta}>
                {t('products.purchased.validUntil', { date: formatDate(voucher.validUntil, locale, timeZone) })}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
