import type { UiLocale } from '@motus/i18n';
import { formatDateTime, formatLocalDay } from '../../lib/date-format.ts';
import type { PdfBlock } from '../../lib/pdf-document.ts';
import { renderPdf } from '../../lib/pdf-document.ts';
import type { MailAttachment } from '../mail/index.ts';
import { RECEIPT_TEXTS } from './cancellation-texts.ts';
import type { CancelledContract } from './contract-lookup.ts';
import type { ContractCancellationRequestRow } from './schema.ts';

/** A received request, the contract it cancelled (if any) and the studio it was sent to. */
export interface ReceivedCancellation {
  request: ContractCancellationRequestRow;
  match: CancelledContract | null;
  studio: { name: string; zoneId: string };
}

/** The words a receipt fills into the mails: when it came in, which contract, and the end date, in one locale. */
export function receiptValues(received: ReceivedCancellation, locale: UiLocale) {
  const text = RECEIPT_TEXTS[locale];
  const { request, match, studio } = received;
  const wishedEnd = request.wishedDate ? formatLocalDay(request.wishedDate, locale, 'long') : text.nextPossibleDate;
  return {
    studio: studio.name,
    person: `${request.firstName} ${request.lastName}`,
    receivedAt: formatDateTime(request.receivedAt, locale, studio.zoneId, 'long'),
    contract: match ? match.name : text.unmatched,
    contractNumber: match?.contractNumber ?? '',
    endDate: match ? formatLocalDay(match.contractEndDate, locale, 'long') : wishedEnd,
  };
}

function optionalRow(label: string, value: string | null): PdfBlock[] {
  return value ? [{ kind: 'row', label, value }] : [];
}

function receiptBlocks(received: ReceivedCancellation, locale: UiLocale): PdfBlock[] {
  const text = RECEIPT_TEXTS[locale];
  const { request, match } = received;
  const values = receiptValues(received, locale);
  return [
    { kind: 'row', label: text.receivedAt, value: values.receivedAt, bold: true },
    { kind: 'row', label: text.studio, value: values.studio },
    { kind: 'rule' },
    { kind: 'row', label: text.name, value: values.person },
    { kind: 'row', label: text.dateOfBirth, value: formatLocalDay(request.dateOfBirth, locale, 'long') },
    { kind: 'row', label: text.email, value: request.email },
    ...optionalRow(text.customerNumber, request.customerNumber),
    ...optionalRow(text.contractNumber, request.contractNumber),
    { kind: 'rule' },
    { kind: 'row', label: text.kind, value: request.kind === 'ORDINARY' ? text.ordinary : text.extraordinary },
    ...optionalRow(text.reason, request.reason),
    ...(match
      ? ([
          { kind: 'row', label: text.contract, value: `${values.contract} (${values.contractNumber})` },
          { kind: 'row', label: text.endDate, value: values.endDate, bold: true },
        ] satisfies PdfBlock[])
      : ([
          { kind: 'row', label: text.wishedDate, value: values.endDate },
          { kind: 'space' },
          { kind: 'text', text: text.studioResolves, muted: true },
        ] satisfies PdfBlock[])),
  ];
}

/** The receipt the person keeps (and the studio files): everything the request said, when it came in, and its outcome. */
export async function receiptAttachment(received: ReceivedCancellation, locale: UiLocale): Promise<MailAttachment> {
  const text = RECEIPT_TEXTS[locale];
  const pdf = await renderPdf({
    title: text.title,
    issuer: received.studio.name,
    blocks: receiptBlocks(received, locale),
  });
  return {
    filename: `cancellation-${received.request.id.slice(0, 8)}.pdf`,
    contentType: 'application/pdf',
    contentBase64: pdf.toString('base64'),
  };
}
