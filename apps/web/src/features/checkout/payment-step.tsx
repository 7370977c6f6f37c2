import type { PaymentMethodType } from '@motus/contract';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PaymentStepProps } from '../../lib/checkout-parts.tsx';
import { Button } from '../../ui/button.tsx';
import { checkoutError } from '../../ui/checkout/checkout-errors.ts';
import { MethodChoice } from '../../ui/checkout/method-choice.tsx';
import { MoneyLine, useFormatMoney } from '../../ui/checkout/money-line.tsx';
import { ErrorMessages } from '../../ui/error-messages.tsx';
import { ExpandableContent } from '../../ui/expandable-content.tsx';
import { TextField } from '../../ui/text-field.tsx';
import styles from './checkout.module.css';
import { PaymentTypesGate } from './payment-types-gate.tsx';

/** The contract's bounds of a voucher code. */
const VOUCHER_CODE_LENGTH = { min: 4, max: 40 };

function voucherProblem(code: string): string | undefined {
  if (code === '') return undefined;
  return code.length < VOUCHER_CODE_LENGTH.min || code.length > VOUCHER_CODE_LENGTH.max
    ? 'checkout.payment.voucherLength'
    : undefined;
}

function PaymentForm({
  types,
  total,
  onCreate,
  creating,
  failure,
}: Omit<PaymentStepProps, 'studioId'> & { types: readonly PaymentMethodType[] }) {
  const { t } = useTranslation();
  const format = useFormatMoney();
  const [method, setMethod] = useState<PaymentMethodType | null>(types[0] ?? null);
  const [voucherCode, setVoucherCode] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const code = voucherCode.trim();
  const codeProblem = submitted ? voucherProblem(code) : undefined;
  const methodProblem = submitted && !method ? 'checkout.payment.chooseMethod' : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!method || voucherProblem(code)) return;
    onCreate(method, code === '' ? undefined : code);
  };
  return (
    <form className={styles.form} aria-label={t('checkout.payment.title')} noValidate onSubmit={submit}>
      <MethodChoice
        label={t('checkout.payment.methods')}
        methods={types}
        value={method}
        onChange={setMethod}
        error={methodProblem}
      />
      <ExpandableContent title={t('checkout.payment.voucherToggle')} defaultExpanded={code !== ''}>
        <TextField
          label={t('checkout.payment.voucherCode')}
          hint={t('checkout.payment.voucherHint')}
          autoComplete="off"
          maxLength={VOUCHER_CODE_LENGTH.max}
          value={voucherCode}
          error={codeProblem}
          onChange={(event) => setVoucherCode(event.target.value)}
        />
      </ExpandableContent>
      {total ? (
        <dl className={styles.lines}>
          <MoneyLine label={t('checkout.payment.total')} value={format(total)} total />
        </dl>
      ) : null}
      {failure ? <ErrorMessages errors={checkoutError(failure)} /> : null}
      <div className={styles.actions}>
        <Button type="submit" loading={creating}>
          {t('checkout.payment.continue')}
        </Button>
      </div>
    </form>
  );
}

/** Payment: how to pay (the studio's available methods), an optional voucher code, the total, and Continue. */
export function PaymentStep({ studioId, ...form }: PaymentStepProps) {
  const { t } = useTranslation();
  return (
    <PaymentTypesGate studioId={studioId} noneMessage={t('checkout.payment.none')}>
      {(types) => <PaymentForm types={types} {...form} />}
    </PaymentTypesGate>
  );
}
