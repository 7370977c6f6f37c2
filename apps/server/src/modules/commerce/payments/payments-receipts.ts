import type { UiLocale } from '@motus/i18n';
import type { Database } from '../../../db/client.ts';
import { type Translate, translatorsOf } from '../../../lib/catalogue-texts.ts';
import { formatDate } from '../../../lib/date-format.ts';
import { moneyFormatter } from '../../../lib/money.ts';
import { type PdfBlock, renderPdf } from '../../../lib/pdf-document.ts';
import { displayName, requireUser, uiLocaleOf } from '../../identity/index.ts';
import type { StudioRow } from '../../studios/index.ts';
import { addressOf, requireStudio, studioPropertiesOf } from '../../studios/index.ts';
import { factsOf } from './payments-service.ts';
import { type PaymentFacts, paidAtOf, positionsOf, receiptNumberOf } from './payments-view.ts';
import type { PaymentRow } from './schema/payments.ts';

/** The `payments` translations of a locale (the web's own strings). */
const textsOf = translatorsOf('payments');

/** The studio's name and postal address, as the issuer at the top of the receipt. */
function issuerOf(studio: StudioRow): string {
  const address = addressOf(studio);
  const streetParts = [address.street, address.houseNumber];
  const street = (studioPropertiesOf(studio).houseNumberFirst ? streetParts.reverse() : streetParts).filter(Boolean);
  const city = [address.zip, address.city, address.provinceCode].filter(Boolean);
  return [studio.name, street.join(' '), city.join(' '), address.country].filter(Boolean).join('\n');
}

interface ReceiptFormat {
  texts: Translate;
  money: (minor: number) => string;
  date: (instant: Date) => string;
}

function formatFor(texts: Translate, locale: UiLocale, payment: PaymentRow, zoneId: string): ReceiptFormat {
  return {
    texts,
    money: moneyFormatter(locale, payment.currencyCode),
    date: (instant) => formatDate(instant, locale, zoneId),
  };
}

function positionBlocks(facts: PaymentFacts, format: ReceiptFormat): PdfBlock[] {
  const { payment, checkout } = facts;
  const { texts, money } = format;
  const blocks: PdfBlock[] = [{ kind: 'heading', text: texts('receipt.positions') }];
  for (const position of positionsOf(payment, checkout)) {
    const label = position.quantity === 1 ? position.label : `${position.quantity} × ${position.label}`;
    blocks.push({ kind: 'row', label, value: money(position.totalMinor) });
  }
  blocks.push({ kind: 'rule' });
  if (checkout && checkout.discountMinor > 0) {
    blocks.push({ kind: 'row', label: texts('receipt.subtotal'), value: money(checkout.subtotalMinor) });
    blocks.push({
      kind: 'row',
      label: texts('receipt.discount', { code: checkout.voucherCode ?? '' }),
      value: money(-checkout.discountMinor),
    });
  }
  blocks.push({ kind: 'row', label: texts('receipt.total'), value: money(payment.amountMinor), bold: true });
  return blocks;
}

function refundBlocks(facts: PaymentFacts, format: ReceiptFormat): PdfBlock[] {
  if (facts.refunds.length === 0) return [];
  const { texts, money, date } = format;
  return [
    { kind: 'space' },
    { kind: 'heading', text: texts('receipt.refunds') },
    ...facts.refunds.map(
      (refund): PdfBlock => ({
        kind: 'row',
        label: [texts('receipt.refund', { date: date(refund.createdAt) }), refund.reason].filter(Boolean).join(': '),
        value: money(-refund.amountMinor),
      }),
    ),
    { kind: 'rule' },
    {
      kind: 'row',
      label: texts('receipt.remaining'),
      value: money(facts.payment.amountMinor - facts.payment.refundedMinor),
      bold: true,
    },
  ];
}

export interface ReceiptFile {
  filename: string;
  content: Buffer;
  /** What the receipt names the studio and the way of paying, for the refund mail. */
  studioName: string;
  methodLabel: string;
}

/** The receipt of a payment as a PDF in the payer's language: the studio, number, date, positions, total, refunds. */
export async function renderReceipt(db: Database, facts: PaymentFacts, requestedLocale: string): Promise<ReceiptFile> {
  const locale = uiLocaleOf(requestedLocale);
  const { payment } = facts;
  const studio = payment.studioId === null ? undefined : await requireStudio(db, payment.studioId);
  const texts = await textsOf(locale);
  const format = formatFor(texts, locale, payment, studio?.zoneId ?? 'UTC');
  const number = receiptNumberOf(payment);
  const payer = payment.userId ? displayName(await requireUser(db, payment.userId)) : undefined;
  const method = [texts(`method.${payment.method}`), payment.instrumentLabel].filter(Boolean).join(' · ');
  const content = await renderPdf({
    title: texts('receipt.title', { number }),
    issuer: studio ? issuerOf(studio) : payment.tenantId,
    blocks: [
      { kind: 'row', label: texts('receipt.number'), value: number },
      { kind: 'row', label: texts('receipt.date'), value: format.date(paidAtOf(payment)) },
      { kind: 'row', label: texts('receipt.method'), value: method },
      ...(payer ? [{ kind: 'row' as const, label: texts('receipt.paidBy'), value: payer }] : []),
      { kind: 'space' },
      ...positionBlocks(facts, format),
      ...refundBlocks(facts, format),
      { kind: 'space' },
      { kind: 'text', text: texts('receipt.thanks'), muted: true },
    ],
  });
  return {
    filename: `receipt-${number}.pdf`,
    content,
    studioName: studio?.name ?? payment.tenantId,
    methodLabel: method,
  };
}

/** The receipt of the payer's payment, read afresh. */
export async function receiptOf(db: Database, payment: PaymentRow, locale: string): Promise<ReceiptFile> {
  return renderReceipt(db, await factsOf(db, payment), locale);
}
