import { zodResolver } from '@hookform/resolvers/zod';
import type { ContractCancellationReceipt, ContractCancellationRequest } from '@motus/contract';
import { Fragment, useEffect, useRef, useState } from 'react';
import { Controller, type UseFormReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useLocale } from '../../lib/i18n.ts';
import { formatDateTime } from '../../lib/intl.ts';
import { useStudioRef } from '../../lib/studio-context.ts';
import { Button } from '../../ui/button.tsx';
import { EmailField } from '../../ui/email-field.tsx';
import { ErrorMessages } from '../../ui/error-messages.tsx';
import { shownError } from '../../ui/error-text.ts';
import { FormDateField } from '../../ui/form-date-field.tsx';
import layout from '../../ui/form-layout.module.css';
import { NameFields } from '../../ui/name-fields.tsx';
import { RadioGroup } from '../../ui/radio-group.tsx';
import { SubmitRow } from '../../ui/submit-row.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useRequestCancellation } from './api/use-request-cancellation.ts';
import {
  type CancellationValues,
  cancellationSchema,
  EMPTY_CANCELLATION,
  toCancellationRequest,
} from './cancellation-form.ts';
import { formatContractDay } from './contract-format.ts';
import styles from './contracts.module.css';

const STEP_PARAM = 'step';
const CONFIRM_STEP = 'confirm';

type Form = UseFormReturn<CancellationValues>;

/** The step's heading takes the focus, so a screen reader hears that the page changed. */
function StepHeading({ children }: { children: string }) {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <h1 ref={ref} tabIndex={-1} className={styles.title}>
      {children}
    </h1>
  );
}

function KindFields({ form }: { form: Form }) {
  const { t } = useTranslation();
  const { control, register, watch, formState } = form;
  return (
    <>
      <Controller
        control={control}
        name="kind"
        render={({ field }) => (
          <RadioGroup
            label={t('contracts.cancellation.fields.kind')}
            required
            value={field.value}
            onChange={field.onChange}
            options={[
              { value: 'ORDINARY', label: t('contracts.cancellation.kind.ORDINARY') },
              { value: 'EXTRAORDINARY', label: t('contracts.cancellation.kind.EXTRAORDINARY') },
            ]}
          />
        )}
      />
      {watch('kind') === 'EXTRAORDINARY' ? (
        <TextField
          label={t('contracts.cancellation.fields.reason')}
          required
          maxLength={500}
          error={formState.errors.reason?.message}
          {...register('reason')}
        />
      ) : null}
    </>
  );
}

function WhenFields({ form }: { form: Form }) {
  const { t } = useTranslation();
  const { control, watch, formState } = form;
  return (
    <>
      <Controller
        control={control}
        name="when"
        render={({ field }) => (
          <RadioGroup
            label={t('contracts.cancellation.fields.when')}
            required
            value={field.value}
            onChange={field.onChange}
            options={[
              { value: 'NEXT_POSSIBLE', label: t('contracts.cancellation.when.NEXT_POSSIBLE') },
              { value: 'ON_DATE', label: t('contracts.cancellation.when.ON_DATE') },
            ]}
          />
        )}
      />
      {watch('when') === 'ON_DATE' ? (
        <FormDateField
          control={control}
          name="wishedDate"
          label={t('contracts.cancellation.fields.wishedDate')}
          required
          error={formState.errors.wishedDate?.message}
        />
      ) : null}
    </>
  );
}

/** Step 1: only what identifies the contract, the kind of cancellation and when it should end. */
function CancellationForm({ form, onSubmit }: { form: Form; onSubmit: (values: CancellationValues) => void }) {
  const { t } = useTranslation();
  const { register, control, handleSubmit, formState } = form;
  const { errors } = formState;
  return (
    <>
      <StepHeading>{t('contracts.cancellation.title')}</StepHeading>
      <p className={styles.intro}>{t('contracts.cancellation.intro')}</p>
      <form
        className={layout.form}
        aria-label={t('contracts.cancellation.title')}
        noValidate
        onSubmit={handleSubmit(onSubmit)}
      >
        <NameFields
          firstName={register('firstName')}
          lastName={register('lastName')}
          errors={{ firstName: errors.firstName?.message, lastName: errors.lastName?.message }}
        />
        <FormDateField
          control={control}
          name="dateOfBirth"
          label={t('contracts.cancellation.fields.dateOfBirth')}
          autoComplete="bday"
          required
          error={errors.dateOfBirth?.message}
        />
        <EmailField label={t('account.fields.email')} required error={errors.email?.message} {...register('email')} />
        <TextField
          label={t('contracts.cancellation.fields.customerNumber')}
          hint={t('contracts.cancellation.fields.numberHint')}
          error={errors.customerNumber?.message}
          {...register('customerNumber')}
        />
        <TextField
          label={t('contracts.cancellation.fields.contractNumber')}
          hint={t('contracts.cancellation.fields.numberHint')}
          error={errors.contractNumber?.message}
          {...register('contractNumber')}
        />
        <KindFields form={form} />
        <WhenFields form={form} />
        <SubmitRow label={t('contracts.cancellation.continue')} loading={false} failure={null} />
      </form>
    </>
  );
}

function Summary({ request }: { request: ContractCancellationRequest }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const rows: [string, string | undefined][] = [
    [t('contracts.cancellation.fields.name'), `${request.firstName} ${request.lastName}`],
    [t('contracts.cancellation.fields.dateOfBirth'), formatContractDay(request.dateOfBirth, locale)],
    [t('account.fields.email'), request.email],
    [t('contracts.cancellation.fields.customerNumber'), request.customerNumber],
    [t('contracts.cancellation.fields.contractNumber'), request.contractNumber],
    [t('contracts.cancellation.fields.kind'), t(`contracts.cancellation.kind.${request.kind}`)],
    [t('contracts.cancellation.fields.reason'), request.reason],
    [
      t('contracts.cancellation.fields.when'),
      request.wishedDate
        ? formatContractDay(request.wishedDate, locale)
        : t('contracts.cancellation.when.NEXT_POSSIBLE'),
    ],
  ];
  return (
    <dl className={styles.facts}>
      {rows
        .filter((row): row is [string, string] => Boolean(row[1]))
        .map(([label, value]) => (
          <Fragment key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </Fragment>
        ))}
    </dl>
  );
}

/** Step 2 (§312k BGB): what will be sent, and the one button that sends it. */
function ConfirmStep({
  request,
  sending,
  failure,
  onSend,
}: {
  request: ContractCancellationRequest;
  sending: boolean;
  failure: unknown;
  onSend: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <StepHeading>{t('contracts.cancellation.confirmTitle')}</StepHeading>
      <p className={styles.intro}>{t('contracts.cancellation.confirmIntro')}</p>
      <Summary request={request} />
      {failure ? <ErrorMessages errors={shownError(failure)} /> : null}
      <div className={styles.actions}>
        <Button loading={sending} onClick={onSend}>
          {t('contracts.cancellation.cancelNow')}
        </Button>
      </div>
    </>
  );
}

/** Step 3: the receipt, with the moment the request came in. */
function ReceivedStep({ receipt, email }: { receipt: ContractCancellationReceipt; email: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <>
      <StepHeading>{t('contracts.cancellation.receivedTitle')}</StepHeading>
      <p>
        {t('contracts.cancellation.receivedAt', {
          studio: receipt.studioName,
          received: formatDateTime(receipt.receivedAt, locale, zone),
        })}
      </p>
      <p>{t('contracts.cancellation.receivedMail', { email })}</p>
      <p className={styles.intro}>{t('contracts.cancellation.receivedNext')}</p>
    </>
  );
}

/**
 * Cancellation without login (§312k BGB, /studio/:uuid/contract-cancellation): the form, a confirmation page whose one
 * button sends it, and the receipt. The confirmation is a step in the address, so the back button returns to the form.
 */
export function ContractCancellationScreen() {
  const locale = useLocale();
  const studio = useStudioRef();
  const [params, setParams] = useSearchParams();
  const form = useForm<CancellationValues>({
    resolver: zodResolver(cancellationSchema),
    defaultValues: EMPTY_CANCELLATION,
  });
  const [request, setRequest] = useState<ContractCancellationRequest | null>(null);
  const send = useRequestCancellation();
  const confirming = params.get(STEP_PARAM) === CONFIRM_STEP && request !== null;

  function review(values: CancellationValues) {
    setRequest(toCancellationRequest(values, { studioId: studio?.organizationUnitId ?? 0, locale }));
    const next = new URLSearchParams(params);
    next.set(STEP_PARAM, CONFIRM_STEP);
    setParams(next);
  }

  return (
    <div className={styles.page}>
      {send.data && request ? (
        <ReceivedStep receipt={send.data} email={request.email} />
      ) : confirming ? (
        <ConfirmStep
          request={request}
          sending={send.isPending}
          failure={send.error}
          onSend={() => send.mutate(request)}
        />
      ) : (
        <CancellationForm form={form} onSubmit={review} />
      )}
    </div>
  );
}
