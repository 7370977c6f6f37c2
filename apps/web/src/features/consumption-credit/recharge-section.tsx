import type { ConsumptionCreditVariants } from '@motus/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { formatPrice } from '../../lib/format.ts';
import { useLocale } from '../../lib/i18n.ts';
import { withStickyQuery } from '../../lib/sticky-query.ts';
import { Button } from '../../ui/button.tsx';
import { PillOptions } from '../../ui/pill-options.tsx';
import { Spinner } from '../../ui/spinner.tsx';
import { useRechargeVariants } from './api/credit-queries.ts';
import styles from './consumption-credit.module.css';
import { rechargePath } from './credit-paths.ts';

/** The studio's recharge amounts as pills; Recharge leads to the payment step of the chosen one. */
function VariantChoice({ variants }: { variants: ConsumptionCreditVariants }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [chosen, setChosen] = useState<string[]>([]);
  const options = variants.variants.map((variant) => ({
    value: String(variant.amount),
    label: formatPrice(variant, locale),
  }));
  const amount = chosen[0];
  return (
    <>
      <PillOptions
        label={t('consumptioncredit.recharge.amount')}
        options={options}
        value={chosen}
        onChange={setChosen}
      />
      <div>
        <Button
          disabled={amount === undefined}
          onClick={() => amount !== undefined && void navigate(withStickyQuery(rechargePath(Number(amount)), search))}
        >
          {t('consumptioncredit.recharge.start')}
        </Button>
      </div>
    </>
  );
}

/** Where the member may recharge: the amounts to choose from and the Recharge button. */
export function RechargeSection() {
  const { t } = useTranslation();
  const variants = useRechargeVariants(true);
  return (
    <section className={styles.panel} aria-labelledby="credit-recharge">
      <h2 id="credit-recharge" className={styles.heading}>
        {t('consumptioncredit.recharge.title')}
      </h2>
      {variants.isPending ? <Spinner label={t('common.loading')} /> : null}
      {variants.error ? <p className={styles.hint}>{t('consumptioncredit.recharge.loadError')}</p> : null}
      {variants.data ? <VariantChoice variants={variants.data} /> : null}
    </section>
  );
}
