import type { Checkout } from '@motus/contract';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useLocale } from '../../lib/i18n.ts';
import { formatDay } from '../../lib/intl.ts';
import { keepStickyQuery } from '../../lib/sticky-query.ts';
import { ButtonLink } from '../../ui/button.tsx';
import type { ProductChoice } from './product-choice.ts';
import type { ProductFlowPath } from './product-flow.ts';
import styles from './products.module.css';

function VoucherCodes({ codes }: { codes: string[] }) {
  const { t } = useTranslation();
  return (
    <section className={styles.panel} aria-labelledby="voucher-codes">
      <h2 id="voucher-codes" className={styles.panelName}>
        {t('products.success.codes', { count: codes.length })}
      </h2>
      <ul className={styles.codes}>
        {codes.map((code) => (
          <li key={code} className={styles.code}>
            {code}
          </li>
        ))}
      </ul>
      <p className={styles.meta}>{t('products.success.mailed')}</p>
    </section>
  );
}

/** What a finalized product checkout created: the voucher codes, the day ticket's day, or the new contingent. */
export function ProductOrder({
  checkout,
  flow,
  choice,
}: {
  checkout: Checkout;
  flow: ProductFlowPath;
  choice: ProductChoice | undefined;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { search } = useLocation();
  const order = checkout.order;
  if (!order) return null;
  if (order.voucherCodes.length > 0) return <VoucherCodes codes={order.voucherCodes} />;
  if (order.dayTicketId) {
    return (
      <p className={styles.panel}>
        {choice?.validOn
          ? t('products.success.dayTicketOn', { day: formatDay(choice.validOn, locale) })
          : t('products.success.dayTicket')}
      </p>
    );
  }
  return (
    <section className={styles.panel} aria-labelledby="offer-granted">
      <p id="offer-granted">{t('products.success.offer')}</p>
      <div className={styles.actions}>
        <ButtonLink variant="secondary" to={keepStickyQuery(`${flow.studioPrefix}/course`, search)}>
          {t('products.success.toCourses')}
        </ButtonLink>
      </div>
    </section>
  );
}
