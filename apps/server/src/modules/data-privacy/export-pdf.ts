import type { UiLocale } from '@motus/i18n';
import { formatDateTime, formatLocalDay } from '../../lib/date-format.ts';
import { formatMinor } from '../../lib/money.ts';
import { type PdfBlock, renderPdf } from '../../lib/pdf-document.ts';
import { type DataPrivacyExport, exportFilename } from './collect.ts';
import { EXPORT_TEXTS, type ExportText } from './export-texts.ts';

/** How the PDF writes dates and money: the member's language on the home studio's wall clock. */
interface Writer {
  text: ExportText;
  instant: (iso: string | null) => string;
  day: (day: string | null) => string;
  money: (minor: number, currency: string) => string;
}

function writerOf(locale: UiLocale, zoneId: string): Writer {
  return {
    text: EXPORT_TEXTS[locale],
    instant: (iso) => (iso ? formatDateTime(new Date(iso), locale, zoneId, 'medium') : '–'),
    day: (day) => (day ? formatLocalDay(day, locale, 'medium') : '–'),
    money: (minor, currency) => formatMinor(minor, currency, locale),
  };
}

function joined(...parts: (string | null | undefined)[]): string {
  return parts.filter((part) => part).join(' ');
}

/** A section: its title, then the table, or "no entries" when it has no rows. */
function section(title: string, writer: Writer, columns: string[], rows: string[][]): PdfBlock[] {
  return [
    { kind: 'space' },
    { kind: 'heading', text: title },
    rows.length > 0 ? { kind: 'table', columns, rows } : { kind: 'text', text: writer.text.none, muted: true },
  ];
}

function accountBlocks(data: DataPrivacyExport, writer: Writer): PdfBlock[] {
  const { text } = writer;
  const { account } = data;
  return [
    { kind: 'heading', text: text.sections.account },
    { kind: 'row', label: text.labels.name, value: joined(account.firstName, account.lastName) },
    { kind: 'row', label: text.labels.email, value: account.email },
    { kind: 'row', label: text.labels.language, value: account.locale },
    { kind: 'row', label: text.labels.phone, value: joined(account.phoneNumber, account.mobileNumber) || '–' },
    { kind: 'row', label: text.labels.createdAt, value: writer.instant(account.createdAt) },
    ...section(
      text.sections.loginEmails,
      writer,
      [text.labels.email, text.labels.verified],
      account.loginEmails.map((login) => [login.email, login.verified ? text.yes : text.no]),
    ),
    ...section(
      text.sections.studioConnects,
      writer,
      [text.labels.studio],
      account.studioConnects.map((connect) => [connect.studioName]),
    ),
  ];
}

function customerBlocks(data: DataPrivacyExport, writer: Writer): PdfBlock[] {
  const { labels } = writer.text;
  const { customer } = data;
  const details = customer.details;
  const address = details
    ? joined(
        details.street,
        details.houseNumber,
        details.addressSupplement,
        details.zip,
        details.city,
        details.countryCode,
      )
    : '';
  const phones = details ? joined(details.phoneMobile, details.phonePrivate, details.phoneBusiness) : '';
  return [
    { kind: 'space' },
    { kind: 'heading', text: writer.text.sections.customer },
    { kind: 'row', label: labels.customerNumber, value: customer.customerNumber, bold: true },
    { kind: 'row', label: labels.name, value: joined(customer.firstName, customer.lastName) },
    { kind: 'row', label: labels.email, value: customer.email ?? '–' },
    { kind: 'row', label: labels.dateOfBirth, value: writer.day(customer.dateOfBirth) },
    { kind: 'row', label: labels.address, value: address || '–' },
    { kind: 'row', label: labels.phone, value: phones || '–' },
    { kind: 'row', label: labels.iban, value: details?.iban ?? customer.iban ?? '–' },
    { kind: 'row', label: labels.createdAt, value: writer.instant(customer.createdAt) },
  ];
}

interface Cancelation {
  status: string;
  contractEndDate: string;
}

function cancelationCell(cancelations: Cancelation[], writer: Writer): string {
  return cancelations
    .map((cancelation) => `${cancelation.status} ${writer.day(cancelation.contractEndDate)}`)
    .join(', ');
}

function contractBlocks(data: DataPrivacyExport, writer: Writer): PdfBlock[] {
  const { text } = writer;
  const { labels } = text;
  const columns = [labels.contractNumber, labels.contract, labels.startDate, labels.price, labels.cancellation];
  const modules = data.contracts.flatMap((contract) =>
    contract.moduleContracts.map((module) => [
      contract.contractNumber,
      module.name,
      writer.day(module.startDate),
      writer.money(module.priceMinor, module.currencyCode),
      cancelationCell(module.cancelations, writer),
    ]),
  );
  return [
    ...section(
      text.sections.contracts,
      writer,
      columns,
      data.contracts.map((contract) => [
        contract.contractNumber,
        `${contract.offerName} – ${contract.termName}`,
        writer.day(contract.startDate),
        writer.money(contract.priceMinor, contract.currencyCode),
        cancelationCell(contract.cancelations, writer),
      ]),
    ),
    ...section(text.sections.moduleContracts, writer, columns, modules),
  ];
}

function activityBlocks(data: DataPrivacyExport, writer: Writer): PdfBlock[] {
  const { text } = writer;
  const { labels } = text;
  return [
    ...section(
      text.sections.bookings,
      writer,
      [labels.date, labels.appointment, labels.status],
      data.bookings.map((booking) => [writer.instant(booking.startAt), booking.name, booking.status]),
    ),
    ...section(
      text.sections.payments,
      writer,
      [labels.date, labels.description, labels.amount, labels.status],
      data.payments.map((payment) => [
        writer.instant(payment.paidAt ?? payment.createdAt),
        payment.description,
        writer.money(payment.amountMinor, payment.currencyCode),
        payment.status,
      ]),
    ),
    ...section(
      text.sections.amendments,
      writer,
      [labels.date, labels.group, labels.status, labels.values],
      data.amendments.map((amendment) => [
        writer.instant(amendment.requestedAt),
        amendment.group,
        amendment.status,
        Object.values(amendment.values)
          .filter((value) => value)
          .join(', '),
      ]),
    ),
  ];
}

function consentAndMailBlocks(data: DataPrivacyExport, writer: Writer): PdfBlock[] {
  const { text } = writer;
  const { labels } = text;
  return [
    { kind: 'space' },
    { kind: 'heading', text: text.sections.consents },
    { kind: 'row', label: labels.termsAcceptedAt, value: writer.instant(data.consents.termsAcceptedAt) },
    ...(data.consents.migrationDecisions.length > 0
      ? ([
          {
            kind: 'table',
            columns: [labels.date, labels.studio, labels.decision],
            rows: data.consents.migrationDecisions.map((row) => [
              writer.instant(row.decidedAt),
              row.facilityGroup,
              row.decision,
            ]),
          },
        ] satisfies PdfBlock[])
      : []),
    ...section(
      text.sections.mails,
      writer,
      [labels.date, labels.subject, labels.template],
      data.mails.map((mail) => [writer.instant(mail.sentAt ?? mail.createdAt), mail.subject, mail.template]),
    ),
  ];
}

/**
 * The export as a readable PDF in the member's language, with the same data as JSON attached inside it, so the one
 * file serves both the reader and a program.
 */
export function dataPrivacyPdf(
  data: DataPrivacyExport,
  json: Buffer,
  context: { locale: UiLocale; studio: { name: string; zoneId: string } },
): Promise<Buffer> {
  const writer = writerOf(context.locale, context.studio.zoneId);
  const { text } = writer;
  return renderPdf({
    title: text.title,
    issuer: context.studio.name,
    blocks: [
      { kind: 'text', text: text.generatedAt.replace('{date}', writer.instant(data.generatedAt)) },
      { kind: 'text', text: text.attachmentNote, muted: true },
      { kind: 'rule' },
      ...accountBlocks(data, writer),
      ...customerBlocks(data, writer),
      ...contractBlocks(data, writer),
      ...activityBlocks(data, writer),
      ...consentAndMailBlocks(data, writer),
    ],
    attachments: [
      {
        filename: exportFilename(data.generatedAt, 'json'),
        mimeType: 'application/json',
        description: text.title,
        content: json,
      },
    ],
  });
}
