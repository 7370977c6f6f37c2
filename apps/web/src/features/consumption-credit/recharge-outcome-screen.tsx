import { useTranslation } from 'react-i18next';
import { CheckoutOutcomePage } from '../../lib/checkout-outcome-page.tsx';
import { CONSUMPTION_CREDIT_KEY } from '../../lib/consumption-credit-queries.ts';
import styles from './consumption-credit.module.css';
import { CREDIT_PATH } from './credit-paths.ts';

/** Success, Failure and Cancel of a recharge; once paid, the credit screen and the tile read the new balance. */
export function RechargeOutcomeScreen() {
  const { t } = useTranslation();
  return (
    <CheckoutOutcomePage
      kind="consumption-credit"
      title={t('consumptioncredit.recharge.title')}
      reloadKey={CONSUMPTION_CREDIT_KEY}
      paths={{ retry: CREDIT_PATH, back: CREDIT_PATH }}
      styles={styles}
    />
  );
}
