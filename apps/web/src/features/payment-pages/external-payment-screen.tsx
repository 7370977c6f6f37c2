import type { PaymentMethodType } from '@motus/contract';
import { ApiError } from '@motus/contract/client';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useCheckoutParts } from '../../lib/checkout-parts.tsx';
import { useLocale } from '../../lib/i18n.ts';
import { DEFAULT_TIME_ZONE, formatDate } from '../../lib/intl.ts';
import { Button } from '../../ui/button.tsx';
import { checkoutError } from '../../ui/checkout/checkout-errors.ts';
import { MethodChoice } from '../../ui/checkout/method-choice.tsx';
import { ErrorList } from '../../ui/error-list.tsx';
import { ErrorMessages } from '../../ui/error-messages.tsx';
import { Note } from '../../ui/note.tsx';
import { BlockSpinner } from '../../ui/spinner.tsx';
import { StatusMessage } from '../../ui/status-message.tsx';
import { usePaymentRequest } from './api/use-payment-request.ts';
import styles from './payment-pages.module.css';
import { RequestOutcome } from './request-outcome.tsx';
import { RequestPositions, type ShownPaymentRequest } from './request-positions.tsx';
import { usePayRequest } from './use-pay-request.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function RequestNotFound() {
  const { t } = useTranslation();
  return (
    <StatusMessage
      title={t('paymentPages.request.notFoundTitle')}
      message={t('paymentPages.request.notFoundMessage')}
    />
  );
}

function PayForm({ request, methods }: { request: ShownPaymentRequest; methods: readonly PaymentMethodType[] }) {
  const { t } = useTranslation();
  const { pay, paying, error } = usePayRequest(request.id);
  const [chosen, setChosen] = useState<PaymentMethodType | null>(null);
  const method = chosen ?? methods[0] ?? null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (method) void pay(method);
  };
  return (
    <form className={styles.form} aria-label={t('checkout.payment.title')} noValidate onSubmit={submit}>
      <MethodChoice label={t('checkout.payment.methods')} methods={methods} value={method} onChange={setChosen} />
      {error ? <ErrorMessages errors={checkoutError(error)} /> : null}
      <div className={styles.actions}>
        <Button type="submit" loading={paying}>
          {t('paymentPages.request.pay')}
        </Button>
      </div>
    </form>
  );
}

function OpenRequest({ request }: { request: ShownPaymentRequest }) {
  const { t } = useTranslation();
  const { PaymentTypesGate } = useCheckoutParts();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('routes.externalPayment')}</h1>
      <p className={styles.intro}>
        {request.studio
          ? t('paymentPages.request.intro', { studio: request.studio.name })
          : t('paymentPages.request.introNoStudio')}
      </p>
      <section className={styles.panel} aria-labelledby="request-positions">
        <h2 id="request-positions" className={styles.heading}>
          {t('paymentPages.request.positions')}
        </h2>
        <RequestPositions request={request} />
      </section>
      {request.studio ? (
        <PaymentTypesGate studioId={request.studio.id} noneMessage={t('paymentPages.request.noMethods')}>
          {(methods) => <PayForm request={request} methods={methods} />}
        </PaymentTypesGate>
      ) : (
        <Note type="warning">{t('paymentPages.request.noMethods')}</Note>
      )}
    </div>
  );
}

function RequestView({ requestId }: { requestId: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const request = usePaymentRequest(requestId);
  if (request.error instanceof ApiError && request.error.status === 404) return <RequestNotFound />;
  if (request.error) {
    return (
      <ErrorList
        title={t('paymentPages.request.loadError')}
        errors={[request.error]}
        action={<Button onClick={() => request.refetch()}>{t('common.actions.retry')}</Button>}
      />
    );
  }
  if (!request.data) return <BlockSpinner label={t('common.loading')} />;
  const { status, paidAt } = request.data;
  if (status === 'PAID') {
    const date = paidAt ? formatDate(paidAt, locale, DEFAULT_TIME_ZONE, 'long') : '';
    return (
      <StatusMessage
        title={t('paymentPages.request.paidTitle')}
        message={t('paymentPages.request.paidMessage', { date })}
      />
    );
  }
  if (status === 'CANCELED') {
    return (
      <StatusMessage
        title={t('paymentPages.request.withdrawnTitle')}
        message={t('paymentPages.request.withdrawnMessage')}
      />
    );
  }
  return <OpenRequest request={request.data} />;
}

/**
 * External payment (`/payment?paymentRequestId=`): the studio's request with its positions and due dates, paid
 * through the provider; back from it (`&checkout=…&result=…`) the outcome the server settled.
 */
export function ExternalPaymentScreen() {
  const [params] = useSearchParams();
  const requestId = params.get('paymentRequestId') ?? '';
  const checkout = params.get('checkout');
  if (!UUID.test(requestId)) return <RequestNotFound />;
  if (checkout) return <RequestOutcome requestId={requestId} publicToken={checkout} />;
  return <RequestView requestId={requestId} />;
}
