import type { listPaymentInstruments } from '@motus/contract';
import type { ClientAnswer } from '@motus/contract/client';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { notifications } from '../../lib/notifications.ts';
import { Button } from '../../ui/button.tsx';
import { useConfirm } from '../../ui/confirm-provider.tsx';
import { ErrorList } from '../../ui/error-list.tsx';
import { ErrorMessages } from '../../ui/error-messages.tsx';
import { shownError } from '../../ui/error-text.ts';
import { BlockSpinner } from '../../ui/spinner.tsx';
import { Tag } from '../../ui/tag.tsx';
import { useArchiveInstrument } from './api/use-archive-instrument.ts';
import { usePaymentInstruments } from './api/use-payment-instruments.ts';
import { usePreferInstrument } from './api/use-prefer-instrument.ts';
import styles from './my-payments.module.css';

type Instrument = ClientAnswer<typeof listPaymentInstruments>[number];

function InstrumentRow({ instrument }: { instrument: Instrument }) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const prefer = usePreferInstrument();
  const archive = useArchiveInstrument();
  const details = [
    t(`payments.method.${instrument.type}`),
    instrument.holderName,
    instrument.expiry ? t('payments.instruments.expires', { expiry: instrument.expiry }) : null,
  ].filter(Boolean);

  async function remove() {
    const done = await confirm({
      title: t('payments.instruments.removeTitle'),
      message: t('payments.instruments.removeMessage', { label: instrument.label }),
      confirmLabel: t('payments.instruments.removeConfirm'),
      cancelLabel: t('payments.instruments.keep'),
      onConfirm: async () => {
        await archive.mutateAsync(instrument.id);
        return true;
      },
    });
    if (done)
      notifications.notify({ type: 'success', title: t('payments.instruments.removed'), content: instrument.label });
  }

  return (
    <li className={styles.instrument}>
      <div className={styles.instrumentText}>
        <span className={styles.instrumentLabel}>
          {instrument.label}
          {instrument.preferred ? (
            <Tag size="small" highlighted>
              {t('payments.instruments.preferred')}
            </Tag>
          ) : null}
        </span>
        <span className={styles.muted}>{details.join(' · ')}</span>
        {prefer.error ? <ErrorMessages errors={shownError(prefer.error)} /> : null}
      </div>
      <div className={styles.actions}>
        {instrument.preferred ? null : (
          <Button variant="secondary" size="s" loading={prefer.isPending} onClick={() => prefer.mutate(instrument.id)}>
            {t('payments.instruments.makePreferred')}
          </Button>
        )}
        <Button variant="secondary" size="s" onClick={remove}>
          {t('payments.instruments.remove')}
        </Button>
      </div>
    </li>
  );
}

function InstrumentList() {
  const { t } = useTranslation();
  const { data, error, refetch } = usePaymentInstruments();
  if (error) {
    return (
      <ErrorList
        title={t('payments.instruments.loadError')}
        errors={[error]}
        action={<Button onClick={() => refetch()}>{t('common.actions.retry')}</Button>}
      />
    );
  }
  if (!data) return <BlockSpinner label={t('common.loading')} />;
  if (data.length === 0) return <p className={styles.empty}>{t('payments.instruments.empty')}</p>;
  return (
    <ul className={styles.instruments}>
      {data.map((instrument) => (
        <InstrumentRow key={instrument.id} instrument={instrument} />
      ))}
    </ul>
  );
}

/** The account's saved payment methods, to choose the preferred one or remove one (after asking). */
export function SavedInstruments() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className={styles.panel} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.panelTitle}>
        {t('payments.instruments.title')}
      </h2>
      <InstrumentList />
    </section>
  );
}
