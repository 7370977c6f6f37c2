import {
  type PaymentMethodConfiguration,
  PaymentMethodLinkErrors,
  type PaymentMethodType,
  type Revived,
} from '@motus/contract';
import { ApiError } from '@motus/contract/client';
import { type FormEvent, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useRunOnce } from '../../lib/use-run-once.ts';
import { Button } from '../../ui/button.tsx';
import { checkoutError, failureReasonKey } from '../../ui/checkout/checkout-errors.ts';
import { MethodChoice } from '../../ui/checkout/method-choice.tsx';
import { ErrorList } from '../../ui/error-list.tsx';
import { ErrorMessages } from '../../ui/error-messages.tsx';
import { Note } from '../../ui/note.tsx';
import { BlockSpinner } from '../../ui/spinner.tsx';
import { StatusMessage } from '../../ui/status-message.tsx';
import { useFinalizeMethodCheckout } from './api/use-finalize-method-checkout.ts';
import { useLinkCustomer } from './api/use-link-customer.ts';
import { useMethodConfiguration } from './api/use-method-configuration.ts';
import styles from './payment-pages.module.css';
import { useConfigureMethod } from './use-configure-method.ts';

/** The link's configuration as the client hands it over, its token's validity a `Date`. */
type ShownConfiguration = Revived<PaymentMethodConfiguration>;

function LinkUnusable({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const expired = error instanceof ApiError && error.errorCode === PaymentMethodLinkErrors.expired;
  return expired ? (
    <StatusMessage title={t('paymentPages.method.expiredTitle')} message={t('paymentPages.method.expiredMessage')} />
  ) : (
    <StatusMessage title={t('paymentPages.method.notFoundTitle')} message={t('paymentPages.method.notFoundMessage')} />
  );
}

/** What the last visit to the provider came to, when it did not set the method up. */
function LastAttempt({ configuration }: { configuration: ShownConfiguration }) {
  const { t } = useTranslation();
  switch (configuration.checkoutStatus) {
    case 'FAILED':
    case 'EXPIRED':
      return (
        <Note type="error">
          {t('paymentPages.method.failed', { reason: t(failureReasonKey(configuration.failureReason)) })}
        </Note>
      );
    case 'CANCELED':
      return <Note type="notice">{t('paymentPages.method.canceled')}</Note>;
    case 'PENDING':
      return <Note type="notice">{t('paymentPages.method.pending')}</Note>;
    default:
      return null;
  }
}

function ChooseMethod({ token, configuration }: { token: string; configuration: ShownConfiguration }) {
  const { t } = useTranslation();
  const { configure, busy, error } = useConfigureMethod(token);
  const methods = configuration.allowedMethods;
  const [chosen, setChosen] = useState<PaymentMethodType | null>(null);
  const method = chosen ?? configuration.selectedMethod ?? methods[0] ?? null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (method) void configure(method);
  };
  if (methods.length === 0) return <Note type="warning">{t('checkout.payment.none')}</Note>;
  return (
    <form className={styles.form} aria-label={t('routes.paymentMethodConfiguration')} noValidate onSubmit={submit}>
      <MethodChoice label={t('paymentPages.method.choose')} methods={methods} value={method} onChange={setChosen} />
      {error ? <ErrorMessages errors={checkoutError(error)} /> : null}
      <div className={styles.actions}>
        <Button type="submit" loading={busy}>
          {t('paymentPages.method.continue')}
        </Button>
      </div>
    </form>
  );
}

function Greeting({ token }: { token: string }) {
  const { t } = useTranslation();
  const customer = useLinkCustomer(token);
  const name = customer.data?.firstName;
  return (
    <p className={styles.intro}>
      {name ? t('paymentPages.method.greeting', { name }) : t('paymentPages.method.greetingAnonymous')}
    </p>
  );
}

function Configuration({ token, configuration }: { token: string; configuration: ShownConfiguration }) {
  const { t } = useTranslation();
  const studio = configuration.studio?.name ?? '';
  const { configured } = configuration;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('routes.paymentMethodConfiguration')}</h1>
      <Greeting token={token} />
      <section className={styles.panel} aria-labelledby="current-method">
        <h2 id="current-method" className={styles.heading}>
          {t('paymentPages.method.current')}
        </h2>
        <p className={styles.meta}>
          {configured
            ? `${t(`checkout.paymentTypes.${configured.type}`)}: ${configured.label}`
            : t('paymentPages.method.none')}
        </p>
      </section>
      {configured ? (
        <Note type="notice">{t('paymentPages.method.configuredMessage', { studio, method: configured.label })}</Note>
      ) : (
        <>
          <p className={styles.intro}>{t('paymentPages.method.intro', { studio })}</p>
          <LastAttempt configuration={configuration} />
          <ChooseMethod token={token} configuration={configuration} />
        </>
      )}
    </div>
  );
}

/** Back from the provider (`&result=`): the server asks it how the entry ended before the page shows the link. */
function LinkPage({ token, returned }: { token: string; returned: boolean }) {
  const { t } = useTranslation();
  const finalize = useFinalizeMethodCheckout(token);
  const { mutate } = finalize;
  useRunOnce(useCallback(() => (returned ? mutate() : undefined), [returned, mutate]));
  const configuration = useMethodConfiguration(token, !returned || finalize.isSuccess);
  const error = finalize.error ?? configuration.error;
  if (error instanceof ApiError && (error.status === 404 || error.status === 410))
    return <LinkUnusable error={error} />;
  if (error) {
    return (
      <ErrorList
        title={t('paymentPages.method.loadError')}
        errors={[error]}
        action={
          <Button onClick={() => (finalize.error ? mutate() : configuration.refetch())}>
            {t('common.actions.retry')}
          </Button>
        }
      />
    );
  }
  const current = configuration.data ?? finalize.data;
  if (!current) return <BlockSpinner label={t('common.loading')} />;
  return <Configuration token={token} configuration={current} />;
}

/**
 * Payment method configuration (`/payment-method-configuration?token=`), the studio's link: a greeting, the current
 * method, and the choice of a new one, entered on the provider's page; back from there, the configured method.
 */
export function PaymentMethodConfigurationScreen() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  if (token.length < 16) return <LinkUnusable error={undefined} />;
  return <LinkPage token={token} returned={params.has('result')} />;
}
