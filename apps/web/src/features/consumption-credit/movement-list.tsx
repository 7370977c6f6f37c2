import type { ConsumptionCreditMovement } from '@motus/contract';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../lib/format.ts';
import { useLocale } from '../../lib/i18n.ts';
import { formatDate } from '../../lib/intl.ts';
import styles from './consumption-credit.module.css';

/** The recent movements, newest first: recharges positive, what was paid with the credit negative. */
export function MovementList({ movements }: { movements: readonly ConsumptionCreditMovement[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <section className={styles.section} aria-labelledby="credit-movements">
      <h2 id="credit-movements" className={styles.heading}>
        {t('consumptioncredit.movements.title')}
      </h2>
      {movements.length === 0 ? (
        <p className={styles.hint}>{t('consumptioncredit.movements.empty')}</p>
      ) : (
        <ul className={styles.list} aria-labelledby="credit-movements">
          {movements.map((movement) => (
            <li key={movement.id} className={styles.movement}>
              <span>
                <span className={styles.movementText}>{movement.text}</span>
                <span className={styles.hint}>{formatDate(movement.createdAt, locale, 'UTC')}</span>
              </span>
              <span className={movement.amount.amount < 0 ? styles.spent : styles.credited}>
                {formatPrice(movement.amount, locale)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
