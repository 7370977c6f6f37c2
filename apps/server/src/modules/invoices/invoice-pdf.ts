import { InvoiceErrors } from '@motus/contract';
import type { Database } from '../../db/client.ts';
import { type Translate, translatorsOf } from '../../lib/catalogue-texts.ts';
import { formatLocalDay } from '../../lib/date-format.ts';
import { HttpError } from '../../lib/http-error.ts';
import { moneyFormatter } from '../../lib/money.ts';
import { type PdfBlock, renderPdf } from '../../lib/pdf-document.ts';
import { personalDataOfCustomer } from '../customer-data/index.ts';
import { uiLocaleOf } from '../identity/index.ts';
import { requireStudio, type StudioRow } from '../studios/index.ts';
import { legalEntityOfTenant } from '../whitelabel/index.ts';
import { isValidDownloadLink } from './download-link.ts';
import { findInvoiceById } from './repo.ts';
import type { InvoiceRow } from './schema.ts';
import { percentOf } from './vat.ts';

/** The `invoices` translations of a locale: the PDF's texts live next to the web's. */
const textsOf = translatorsOf('invoices');

interface Format {
  texts: Translate;
  money: (minor: number) => string;
  day: (isoDate: string) => string;
  month: (period: string) => string;
}

async function issuerOf(db: Database, invoice: InvoiceRow, studio: StudioRow): Promise<string> {
  const entity = await legalEntityOfTenant(db, invoice.tenantId);
  return entity ? [entity.name, entity.address].filter(Boolean).join('\n') : studio.name;
}

async function recipientBlocks(db: Database, invoice: InvoiceRow, texts: Translate): Promise<PdfBlock[]> {
  const { customer } = await personalDataOfCustomer(db, { tenant: invoice.tenantId, customerId: invoice.customerId });
  const details = customer.details;
  const street = [details?.street, details?.houseNumber].filter(Boolean).join(' ');
  const city = [details?.zip, details?.city].filter(Boolean).join(' ');
  const address = [`${customer.firstName} ${customer.lastName}`, street, details?.addressSupplement, city];
  return [
    { kind: 'row', label: texts('pdf.customerNumber'), value: customer.customerNumber },
    { kind: 'text', text: address.filter(Boolean).join('\n') },
  ];
}

function totalBlocks(invoice: InvoiceRow, { texts, money }: Format): PdfBlock[] {
  const rate = percentOf(invoice.vatRateBasisPoints);
  const vat: PdfBlock[] =
    rate === null
      ? [{ kind: 'text', text: texts('pdf.noVat'), muted: true }]
      : [
          { kind: 'row', label: texts('pdf.net'), value: money(invoice.netMinor) },
          { kind: 'row', label: texts('pdf.vat', { rate: String(rate) }), value: money(invoice.vatMinor) },
        ];
  return [
    { kind: 'rule' },
    ...vat,
    { kind: 'row', label: texts('pdf.gross'), value: money(invoice.grossMinor), bold: true },
  ];
}

function lineBlocks(invoice: InvoiceRow, format: Format): PdfBlock[] {
  const { texts, money, day } = format;
  return [
    {
      kind: 'table',
      columns: [texts('pdf.columns.date'), texts('pdf.columns.description'), texts('pdf.columns.amount')],
      rows: invoice.lines.map((line) => [day(line.date), line.description, money(line.grossMinor)]),
    },
  ];
}

async function renderInvoice(db: Database, invoice: InvoiceRow, requestedLocale: string | undefined): Promise<Buffer> {
  const locale = uiLocaleOf(requestedLocale);
  const studio = await requireStudio(db, invoice.studioId);
  const texts = await textsOf(locale);
  const monthFormat = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' });
  const format: Format = {
    texts,
    money: moneyFormatter(locale, invoice.currencyCode),
    day: (isoDate) => formatLocalDay(isoDate, locale, 'medium'),
    month: (period) => monthFormat.format(new Date(`${period}-01T00:00:00Z`)),
  };
  return renderPdf({
    title: texts('pdf.title', { number: invoice.number }),
    issuer: await issuerOf(db, invoice, studio),
    blocks: [
      { kind: 'row', label: texts('pdf.number'), value: invoice.number },
      { kind: 'row', label: texts('pdf.date'), value: format.day(invoice.issueDate) },
      { kind: 'row', label: texts('pdf.period'), value: format.month(invoice.period) },
      ...(await recipientBlocks(db, invoice, texts)),
      { kind: 'space' },
      ...lineBlocks(invoice, format),
      ...totalBlocks(invoice, format),
      { kind: 'space' },
      { kind: 'text', text: texts('pdf.studio', { studio: studio.name }), muted: true },
    ],
  });
}

export interface SignedDownload {
  invoiceId: string;
  expires: number;
  signature: string;
  locale?: string | undefined;
}

/** The PDF behind a signed link; 403 for a tampered or expired link. */
export async function signedInvoicePdf(
  db: Database,
  secret: string,
  download: SignedDownload,
  now = new Date(),
): Promise<{ filename: string; content: Buffer }> {
  const refused = () =>
    new HttpError(403, InvoiceErrors.invalidDownloadLink, 'The download link is invalid or expired');
  if (!isValidDownloadLink(secret, download, now)) throw refused();
  const invoice = await findInvoiceById(db, download.invoiceId);
  if (!invoice) throw refused();
  return { filename: `${invoice.number}.pdf`, content: await renderInvoice(db, invoice, download.locale) };
}
