import type { UiLocale } from '@motus/i18n';
import { renderPdf } from '../../lib/pdf-document.ts';

interface VoucherDocumentText {
  title: string;
  value: string;
  validUntil: string;
  recipient: string;
  redeem: string;
}

/** The printed voucher's words; {studio} is filled in. */
const TEXTS: Record<UiLocale, VoucherDocumentText> = {
  'de-DE': {
    title: 'Gutschein',
    value: 'Wert',
    validUntil: 'Gültig bis',
    recipient: 'Für',
    redeem: 'Lösen Sie den Code beim Bezahlen im Online-Portal von {studio} ein.',
  },
  'en-GB': {
    title: 'Voucher',
    value: 'Value',
    validUntil: 'Valid until',
    recipient: 'For',
    redeem: 'Redeem the code when paying in the online portal of {studio}.',
  },
  'en-US': {
    title: 'Gift card',
    value: 'Value',
    validUntil: 'Valid through',
    recipient: 'For',
    redeem: 'Redeem the code at checkout in the online portal of {studio}.',
  },
  'es-ES': {
    title: 'Vale',
    value: 'Valor',
    validUntil: 'Válido hasta',
    recipient: 'Para',
    redeem: 'Canjea el código al pagar en el portal en línea de {studio}.',
  },
  'fr-FR': {
    title: 'Bon d’achat',
    value: 'Valeur',
    validUntil: 'Valable jusqu’au',
    recipient: 'Pour',
    redeem: 'Utilisez le code lors du paiement sur le portail en ligne de {studio}.',
  },
  'it-IT': {
    title: 'Buono',
    value: 'Valore',
    validUntil: 'Valido fino al',
    recipient: 'Per',
    redeem: 'Riscatta il codice al momento del pagamento nel portale online di {studio}.',
  },
  'nl-NL': {
    title: 'Cadeaubon',
    value: 'Waarde',
    validUntil: 'Geldig tot',
    recipient: 'Voor',
    redeem: 'Verzilver de code bij het afrekenen in het onlineportaal van {studio}.',
  },
  'hu-HU': {
    title: 'Utalvány',
    value: 'Érték',
    validUntil: 'Érvényes',
    recipient: 'Címzett',
    redeem: 'A kódot a(z) {studio} online portálján fizetéskor válthatja be.',
  },
};

export interface VoucherDocument {
  locale: UiLocale;
  studioName: string;
  productName: string;
  code: string;
  /** Formatted in the buyer's locale. */
  value: string;
  validUntil: string;
  recipientName: string | null;
}

/** One voucher as a printable PDF: the studio, the code in large letters, its value and validity. */
export function renderVoucherPdf(voucher: VoucherDocument): Promise<Buffer> {
  const text = TEXTS[voucher.locale];
  return renderPdf({
    title: `${text.title}: ${voucher.productName}`,
    issuer: voucher.studioName,
    blocks: [
      ...(voucher.recipientName ? [{ kind: 'row' as const, label: text.recipient, value: voucher.recipientName }] : []),
      { kind: 'row', label: text.value, value: voucher.value, bold: true },
      { kind: 'row', label: text.validUntil, value: voucher.validUntil },
      { kind: 'rule' },
      { kind: 'space' },
      { kind: 'code', text: voucher.code },
      { kind: 'space' },
      { kind: 'text', text: text.redeem.replace('{studio}', voucher.studioName), muted: true },
    ],
  });
}
