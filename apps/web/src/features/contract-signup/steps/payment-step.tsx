import { zodResolver } from '@hookform/resolvers/zod';
import type { BankOfIban, ContractPaymentMethod } from '@motus/contract';
import { type Control, Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { CheckboxBlock } from '../../../ui/checkbox-block.tsx';
import layout from '../../../ui/form-layout.module.css';
import { FormIbanField } from '../../../ui/iban-field.tsx';
import { Note } from '../../../ui/note.tsx';
import { RadioGroup } from '../../../ui/radio-group.tsx';
import { RichText } from '../../../ui/rich-text.tsx';
import { BlockSpinner } from '../../../ui/spinner.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useBankOfIban } from '../api/use-bank-of-iban.ts';
import { useSepaAgreement } from '../api/use-sepa-agreement.ts';
import styles from '../contract-signup.module.css';
import type { PaymentValues } from '../signup-draft.ts';
import type { SignupFlow, StepProps } from '../signup-flow.ts';
import { paymentSchema } from '../signup-schema.ts';
import { StepActions } from './step-actions.tsx';

function initialPayment(flow: SignupFlow): PaymentValues {
  if (flow.draft.payment) return flow.draft.payment;
  const methods = flow.config.paymentMethods;
  const personal = flow.draft.personal;
  return {
    method: methods.includes('SEPA') ? 'SEPA' : (methods[0] ?? 'SEPA'),
    iban: '',
    bic: '',
    accountHolder: personal ? `${personal.firstName} ${personal.lastName}`.trim() : '',
    sepaAgreementAccepted: false,
  };
}

/** The bank of the IBAN as its call names it, once the IBAN is valid. */
function BankName({ bank }: { bank: BankOfIban | undefined }) {
  const { t } = useTranslation();
  return (
    <p className={styles.bank} aria-live="polite">
      {bank?.bankName ? t('signup.payment.bank', { bank: bank.bankName, bic: bank.bic ?? '-' }) : null}
    </p>
  );
}

function SepaMandate({ flow, control }: { flow: SignupFlow; control: Control<PaymentValues> }) {
  const { t } = useTranslation();
  const agreement = useSepaAgreement(flow.offer.id, flow.studio.id, true);
  if (agreement.isPending) return <BlockSpinner label={t('common.loading')} />;
  if (agreement.error) return <Note type="error">{t('signup.payment.mandateError')}</Note>;
  return (
    <Controller
      control={control}
      name="sepaAgreementAccepted"
      render={({ field: { value, onChange, ref }, fieldState }) => (
        <CheckboxBlock
          ref={ref}
          title={t('signup.payment.mandateTitle')}
          label={t('signup.payment.mandateAccept')}
          checked={value}
          onChange={(event) => onChange(event.target.checked)}
          error={
            fieldState.error
              ? { key: 'commons.validation.textBlockNamed', values: { name: t('signup.payment.mandateTitle') } }
              : undefined
          }
        >
          <p>
            {t('signup.payment.creditor', { name: agreement.data.creditorName, id: agreement.data.creditorIdentifier })}
          </p>
          <RichText className={styles.mandate} text={agreement.data.mandateText} />
        </CheckboxBlock>
      )}
    />
  );
}

/** SEPA direct debit (IBAN, bank, holder, the studio's mandate) or, where the studio takes it, card or ACH. */
export function PaymentStep({ flow }: StepProps) {
  const { t } = useTranslation();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<PaymentValues>({ resolver: zodResolver(paymentSchema), defaultValues: initialPayment(flow) });
  const method = useWatch({ control, name: 'method' });
  const iban = useWatch({ control, name: 'iban' });
  const bank = useBankOfIban(iban);
  const submit = (payment: PaymentValues) => {
    flow.update({ payment: { ...payment, bic: payment.method === 'SEPA' ? (bank.data?.bic ?? '') : '' } });
    flow.next();
  };
  const methods = flow.config.paymentMethods;
  return (
    <form className={layout.form} aria-label={t('signup.steps.payment')} noValidate onSubmit={handleSubmit(submit)}>
      {methods.length > 1 ? (
        <Controller
          control={control}
          name="method"
          render={({ field }) => (
            <RadioGroup
              label={t('signup.payment.method')}
              required
              options={methods.map((value) => ({ value, label: t(`signup.payment.methods.${value}`) }))}
              value={field.value}
              onChange={(value) => field.onChange(value as ContractPaymentMethod)}
            />
          )}
        />
      ) : null}
      {method === 'SEPA' ? (
        <>
          <FormIbanField
            control={control}
            name="iban"
            label={t('signup.payment.iban')}
            required
            error={errors.iban?.message}
          />
          <BankName bank={bank.data} />
          <TextField
            label={t('signup.payment.accountHolder')}
            autoComplete="cc-name"
            required
            error={errors.accountHolder?.message}
            {...register('accountHolder')}
          />
          <SepaMandate flow={flow} control={control} />
        </>
      ) : (
        <Note type="notice">{t(`signup.payment.later.${method}`)}</Note>
      )}
      <StepActions />
    </form>
  );
}
