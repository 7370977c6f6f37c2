import type { ConsumptionCredit } from '@motus/contract';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatPrice } from '../../lib/format.ts';
import { useLocale } from '../../lib/i18n.ts';
import { usePermissions } from '../../lib/use-permissions.ts';
import { Button } from '../../ui/button.tsx';
import { ErrorList } from '../../ui/error-list.tsx';
import { BlockSpinner } from '../../ui/spinner.tsx';
import { useConsumptionCredit } from './api/credit-queries.ts';
import styles from './consumption-credit.module.css';
import { AMOUNT_PARAM, CHECKOUT_PARAM, RECHARGE_PERMISSION } from './credit-paths.ts';
import { MovementList } from './movement-list.tsx';
import { RechargePayment, RechargeSummary } from './recharge-payment.tsx';
import { RechargeSection } from './recharge-section.tsx';

function BalanceSection({ credit }: { credit: ConsumptionCredit }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <section className={styles.panel} aria-labelledby="credit-balance">
      <h2 id="credit-balance" className={styles.heading}>
        {t('consumptioncredit.balance.title')}
      </h2>
      <p className={styles.amount}>
        {formatPrice(credit.balance, locale, { freeLabel: t('consumptioncredit.balance.none') })}
      </p>
    </section>
  );
}

/** The balance, the recharge (with the permission) and the movements; `?amount=` is the chosen recharge's payment. */
function CreditOverview({ credit }: { credit: ConsumptionCredit }) {
  const { can } = usePermissions();
  const [params] = useSearchParams();
  const amount = Number(params.get(AMOUNT_PARAM));
  const mayRecharge = can(RECHARGE_PERMISSION);
  if (mayRecharge && amount > 0) {
    return <RechargePayment studioId={credit.studioId} amount={{ amount, currency: credit.balance.currency }} />;
  }
  return (
    <>
      <BalanceSection credit={credit} />
      {mayRecharge ? <RechargeSection /> : null}
      <MovementList movements={credit.movements} />
    </>
  );
}

function CreditContent() {
  const { t } = useTranslation();
  const credit = useConsumptionCredit();
  if (credit.error) {
    return (
      <ErrorList
        title={t('consumptioncredit.loadError')}
        errors={[credit.error]}
        action={<Button onClick={() => credit.refetch()}>{t('common.actions.retry')}</Button>}
      />
    );
  }
  if (!credit.data) return <BlockSpinner label={t('common.loading')} />;
  return <CreditOverview credit={credit.data} />;
}

/** /consumptioncredit: the member's consumption credit, its recharge and (with `?checkout=`) the recharge's summary. */
export function ConsumptionCreditScreen() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const checkoutId = params.get(CHECKOUT_PARAM);
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('consumptioncredit.title')}</h1>
      {checkoutId ? <RechargeSummary checkoutId={checkoutId} /> : <CreditContent />}
    </div>
  );
}
