import type { ContractPaymentMethod, Period, SepaAgreement } from '@motus/contract';
import { formatLocalDay } from '../../lib/date-format.ts';
import { formatMinor } from '../../lib/money.ts';
import { type PdfBlock, renderPdf } from '../../lib/pdf-document.ts';
import { type ContractTexts, textsFor } from './contract-texts.ts';
import type { FlatFee, SignedCustomerData } from './schema.ts';

const UNITS = { DAY: 'day', WEEK: 'week', MONTH: 'month', YEAR: 'year' } as const;

export function formatPeriod(period: Period, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'unit', unit: UNITS[period.unit], unitDisplay: 'long' }).format(
    period.value,
  );
}

/** What a contract PDF prints: the signed (or, for a preview, the proposed) contract. */
export interface ContractDocument {
  locale: string;
  studioName: string;
  contractNumber: string | null;
  customerCode: string | null;
  offerName: string;
  termName: string;
  priceMinor: number;
  currencyCode: string;
  paymentFrequency: Period;
  minimumTerm: Period;
  renewalPeriod: Period | null;
  noticePeriod: Period;
  indefiniteRenewal: boolean;
  flatFees: FlatFee[];
  modules: { name: string; priceMinor: number; paymentFrequency: Period }[];
  startDate: string;
  customer: SignedCustomerData;
  paymentMethod: ContractPaymentMethod;
  iban: string | null;
  mandateReference: string | null;
  /** The date-time of signing as the studio's wall clock shows it; null for a preview. */
  signedAt: string | null;
}

function renewalText(document: ContractDocument, texts: ContractTexts): string {
  if (document.renewalPeriod === null) return texts.noRenewal;
  return document.indefiniteRenewal ? texts.indefinite : formatPeriod(document.renewalPeriod, document.locale);
}

function priceText(priceMinor: number, currency: string, frequency: Period, locale: string): string {
  return `${formatMinor(priceMinor, currency, locale)} / ${formatPeriod(frequency, locale)}`;
}

function memberBlocks(document: ContractDocument, texts: ContractTexts): PdfBlock[] {
  const { customer } = document;
  return [
    { kind: 'row', label: texts.member, value: `${customer.firstName} ${customer.lastName}`, bold: true },
    { kind: 'row', label: texts.dateOfBirth, value: formatLocalDay(customer.dateOfBirth, document.locale, 'medium') },
    {
      kind: 'row',
      label: texts.address,
      value: `${customer.street} ${customer.houseNumber}, ${customer.zip} ${customer.city}, ${customer.countryCode}`,
    },
    ...(document.customerCode
      ? [{ kind: 'row' as const, label: texts.customerNumber, value: document.customerCode }]
      : []),
  ];
}

function termBlocks(document: ContractDocument, texts: ContractTexts): PdfBlock[] {
  const { locale, currencyCode } = document;
  return [
    { kind: 'row', label: texts.offer, value: `${document.offerName} – ${document.termName}`, bold: true },
    {
      kind: 'row',
      label: texts.price,
      value: priceText(document.priceMinor, currencyCode, document.paymentFrequency, locale),
    },
    ...document.flatFees.map((fee) => ({
      kind: 'row' as const,
      label: texts.flatFees[fee.kind],
      value: formatMinor(fee.priceMinor, currencyCode, locale),
    })),
    { kind: 'row', label: texts.startDate, value: formatLocalDay(document.startDate, locale, 'medium') },
    { kind: 'row', label: texts.minimumTerm, value: formatPeriod(document.minimumTerm, locale) },
    { kind: 'row', label: texts.noticePeriod, value: formatPeriod(document.noticePeriod, locale) },
    { kind: 'text', text: `${texts.renewal}: ${renewalText(document, texts)}` },
  ];
}

function moduleBlocks(document: ContractDocument, texts: ContractTexts): PdfBlock[] {
  if (document.modules.length === 0) return [];
  return [
    { kind: 'rule' },
    { kind: 'heading', text: texts.modules },
    ...document.modules.map((module) => ({
      kind: 'row' as const,
      label: module.name,
      value: priceText(module.priceMinor, document.currencyCode, module.paymentFrequency, document.locale),
    })),
  ];
}

function paymentBlocks(document: ContractDocument, texts: ContractTexts): PdfBlock[] {
  return [
    { kind: 'rule' },
    { kind: 'row', label: texts.payment, value: texts.paymentMethods[document.paymentMethod] },
    ...(document.iban ? [{ kind: 'row' as const, label: 'IBAN', value: document.iban }] : []),
    ...(document.mandateReference
      ? [{ kind: 'row' as const, label: texts.mandateReference, value: document.mandateReference }]
      : []),
  ];
}

/** The membership contract as a PDF in the signer's language. */
export function renderContractPdf(document: ContractDocument): Promise<Buffer> {
  const texts = textsFor(document.locale);
  const closing: PdfBlock[] = document.signedAt
    ? [{ kind: 'text', text: `${texts.signed} ${document.signedAt}` }]
    : [{ kind: 'text', text: texts.previewNotice, muted: true }];
  return renderPdf({
    title: texts.contractTitle,
    issuer: document.studioName,
    blocks: [
      ...(document.contractNumber
        ? [{ kind: 'row' as const, label: texts.contractNumber, value: document.contractNumber }]
        : []),
      ...memberBlocks(document, texts),
      { kind: 'rule' },
      ...termBlocks(document, texts),
      ...moduleBlocks(document, texts),
      ...paymentBlocks(document, texts),
      { kind: 'space' },
      ...closing,
    ],
  });
}

export interface MandateDocument {
  locale: string;
  studioName: string;
  agreement: SepaAgreement;
  mandateReference: string;
  accountHolder: string;
  iban: string;
  bic: string | null;
  signedAt: string;
}

/** Tags of the studio's mandate text (HTML) dropped for the printed mandate. */
function plainText(html: string): string {
  return html
    .replace(/<br\s*\/?>|<\/p>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim();
}

export function renderMandatePdf(document: MandateDocument): Promise<Buffer> {
  const texts = textsFor(document.locale);
  return renderPdf({
    title: texts.mandateTitle,
    issuer: document.studioName,
    blocks: [
      { kind: 'row', label: texts.creditor, value: document.agreement.creditorName, bold: true },
      { kind: 'text', text: document.agreement.creditorAddress, muted: true },
      { kind: 'row', label: texts.creditorIdentifier, value: document.agreement.creditorIdentifier },
      { kind: 'row', label: texts.mandateReference, value: document.mandateReference },
      { kind: 'rule' },
      { kind: 'text', text: plainText(document.agreement.mandateText) },
      { kind: 'rule' },
      { kind: 'row', label: texts.accountHolder, value: document.accountHolder },
      { kind: 'row', label: 'IBAN', value: document.iban },
      ...(document.bic ? [{ kind: 'row' as const, label: 'BIC', value: document.bic }] : []),
      { kind: 'space' },
      { kind: 'text', text: `${texts.signed} ${document.signedAt}` },
    ],
  });
}
