import { zodResolver } from '@hookform/resolvers/zod';
import { isValidIban, type PaymentData, requiredText } from '@motus/contract';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { notifications } from '../../lib/notifications.ts';
import { MESSAGES } from '../../lib/validators.ts';
import { Button } from '../../ui/button.tsx';
import { Checkbox } from '../../ui/checkbox.tsx';
import { errorMessageOf } from '../../ui/error-list.tsx';
import { FormIbanField } from '../../ui/iban-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useBankOfIban } from './api/use-bank-of-iban.ts';
import { useChangePaymentData } from './api/use-change-payment-data.ts';
import { useDownloadSepaMandate } from './api/use-download-sepa-mandate.ts';
import { usePaymentData } from './api/use-payment-data.ts';
import { ChangeForm } from './change-form.tsx';
import styles from './customer-data.module.css';
import { orEmpty } from './form-values.ts';
import type { ChangeFormProps, GroupAnswer } from './group-answer.ts';
import { GroupView } from './group-view.tsx';

const paymentSchema = z.object({
  iban: requiredText(64).refine(isValidIban, { error: MESSAGES.iban }),
  accountHolder: requiredText(140),
  sepaAgreementAccepted: z.boolean().refine(Boolean, { error: 'selfservice.payment.mandateRequired' }),
});

type PaymentValues = z.infer<typeof paymentSchema>;

/** The bank of the IBAN typed so far, once the IBAN is valid. */
function BankName({ iban }: { iban: string }) {
  const { t } = useTranslation();
  const bank = useBankOfIban(iban);
  return (
    <p className={styles.bank} aria-live="polite">
      {bank.data?.bankName ? t('selfservice.payment.bank', { bank: bank.data.bankName }) : null}
    </p>
  );
}

function PaymentForm({ answer, onDone, onCancel }: ChangeFormProps<PaymentData>) {
  const { t } = useTranslation();
  const change = useChangePaymentData();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<PaymentValues>({
    resolver: zodResolver(paymentSchema),
    defaultValues: { iban: '', accountHolder: orEmpty(answer.data.accountHolder), sepaAgreementAccepted: false },
  });
  const iban = useWatch({ control, name: 'iban' });
  const submit = (values: PaymentValues) =>
    change.mutate(
      { iban: values.iban, accountHolder: values.accountHolder, sepaAgreementAccepted: true },
      { onSuccess: onDone },
    );
  return (
    <ChangeForm
      label={t('selfservice.data.changeOf', { name: t('routes.customerPayment') })}
      onSubmit={handleSubmit(submit)}
      onCancel={onCancel}
      sending={change.isPending}
      failure={change.error}
    >
      <FormIbanField
        control={control}
        name="iban"
        label={t('selfservice.fields.iban')}
        required
        error={errors.iban?.message}
      />
      <BankName iban={iban} />
      <TextField
        label={t('selfservice.fields.accountHolder')}
        autoComplete="name"
        required
        error={errors.accountHolder?.message}
        {...register('accountHolder')}
      />
      <Checkbox
        label={t('selfservice.payment.mandateAccept')}
        required
        error={errors.sepaAgreementAccepted?.message}
        {...register('sepaAgreementAccepted')}
      />
    </ChangeForm>
  );
}

/** The signed mandate of the account on file, as a PDF. */
function MandateDownload({ answer }: { answer: GroupAnswer<PaymentData> }) {
  const { t } = useTranslation();
  const download = useDownloadSepaMandate();
  const reference = answer.data.mandateReference;
  if (!reference) return null;
  const save = () =>
    download.mutate(reference, {
      onError: (failure) =>
        notifications.notify({
          type: 'error',
          title: t('selfservice.payment.downloadFailed'),
          content: errorMessageOf(failure, t),
        }),
    });
  return (
    <div className={styles.actions}>
      <Button variant="secondary" size="s" loading={download.isPending} onClick={save}>
        {t('selfservice.payment.downloadMandate')}
      </Button>
    </div>
  );
}

/** /customer/payment: the bank account the studio debits, its SEPA mandate, and a change to another account. */
export function CustomerPaymentScreen() {
  return (
    <GroupView
      group="PAYMENT"
      query={usePaymentData()}
      Form={PaymentForm}
      extra={(answer) => <MandateDownload answer={answer} />}
    />
  );
}
