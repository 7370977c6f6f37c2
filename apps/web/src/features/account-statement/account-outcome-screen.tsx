import { useTranslation } from 'react-i18next';
import { ACCOUNT_STATEMENT_KEY } from '../../lib/account-statement-queries.ts';
import { CheckoutOutcomePage } from '../../lib/checkout-outcome-page.tsx';
import { ACCOUNT_PATH, BALANCE_PATH } from './account-paths.ts';
import styles from './account-statement.module.css';

/** Success, Failure and Cancel of the balance's checkout; once paid, the statement and the tile read the settled entries. */
export function AccountOutcomeScreen() {
  const { t } = useTranslation();
  return (
    <CheckoutOutcomePage
      kind="account-balance"
      title={t('accountstatement.pay.title')}
      reloadKey={ACCOUNT_STATEMENT_KEY}
      paths={{ retry: BALANCE_PATH, back: ACCOUNT_PATH }}
      styles={styles}
    />
  );
}
