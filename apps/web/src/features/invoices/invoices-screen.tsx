import type { Invoice } from '@motus/contract';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../lib/i18n.ts';
import { formatInvoiceAmount, formatInvoiceMonth } from '../../lib/invoice-format.ts';
import { Button } from '../../ui/button.tsx';
import { ErrorList } from '../../ui/error-list.tsx';
import { BlockSpinner } from '../../ui/spinner.tsx';
import { useDownloadInvoice } from './api/use-download-invoice.ts';
import { useInvoices } from './api/use-invoices.ts';
import styles from './invoices.module.css';

function InvoiceItem({ invoice }: { invoice: Invoice }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const download = useDownloadInvoice();
  return (
    <li className={styles.item}>
      <div className={styles.facts}>
        <span className={styles.number}>{invoice.number}</span>
        <span className={styles.muted}>{formatInvoiceMonth(invoice.period, locale)}</span>
        <span>{formatInvoiceAmount(invoice, locale)}</span>
      </div>
      <Button
        variant="secondary"
        size="s"
        loading={download.isPending}
        aria-label={`${t('invoices.download')} ${invoice.number}`}
        onClick={() => download.mutate(invoice)}
      >
        {t('invoices.download')}
      </Button>
      {download.error ? <ErrorList title={t('invoices.downloadError')} errors={[download.error]} /> : null}
    </li>
  );
}

function InvoiceList() {
  const { t } = useTranslation();
  const { data, error, isPending, refetch } = useInvoices();
  if (isPending) return <BlockSpinner label={t('common.loading')} />;
  if (error) {
    return (
      <ErrorList
        title={t('invoices.loadError')}
        errors={[error]}
        action={<Button onClick={() => refetch()}>{t('common.actions.retry')}</Button>}
      />
    );
  }
  if (data.length === 0) return <p className={styles.empty}>{t('invoices.empty')}</p>;
  return (
    <ul className={styles.list} aria-label={t('invoices.listLabel')}>
      {data.map((invoice) => (
        <InvoiceItem key={invoice.id} invoice={invoice} />
      ))}
    </ul>
  );
}

/** /invoices (CUSTOMER_CENTER_INVOICE_ACTIVE): the member's monthly invoices, newest first, each as a PDF. */
export function InvoicesScreen() {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('invoices.title')}</h1>
      <p className={styles.intro}>{t('invoices.intro')}</p>
      <InvoiceList />
    </div>
  );
}
