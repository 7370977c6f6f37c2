import type { PurchasedVoucher } from '@motus/contract';
import type { Database } from '../../db/client.ts';
import { formatDate } from '../../lib/date-format.ts';
import { translatedText } from '../../lib/localized-text.ts';
import { formatMinor, toMoney } from '../../lib/money.ts';
import { DAY_MS } from '../../lib/zoned-time.ts';
import { enqueueNoticeMail, mailLocale, signerOfStudio } from '../mail/index.ts';
import type { StudioRow } from '../studios/index.ts';
import { studioPageLink } from './mail-format.ts';
import type { ProductVariantRow } from './schema/product-variants.ts';
import type { ProductRow } from './schema/products.ts';
import type { VoucherRow } from './schema/vouchers.ts';
import { newVoucherCode } from './voucher-codes.ts';
import { renderVoucherPdf } from './voucher-document.ts';
import {
  findTakenCodes,
  findVouchersOfBuyer,
  findVouchersOfCheckoutToken,
  insertVouchers,
  type VoucherWithProduct,
} from './vouchers-repo.ts';

/** A voucher without a validity of its own can be redeemed for three years (the usual statutory limit). */
const DEFAULT_VALIDITY_DAYS = 3 * 365;

export interface VoucherBuyer {
  userId: string | null;
  email: string;
  firstName: string;
  locale: string;
}

export interface VoucherIssue {
  checkoutId: string;
  studio: StudioRow;
  product: ProductRow;
  variant: ProductVariantRow;
  quantity: number;
  recipientName: string | null;
  buyer: VoucherBuyer;
  now: Date;
  origin: string;
}

function toPurchasedVoucher(found: VoucherWithProduct, locale: string | undefined): PurchasedVoucher {
  const { voucher } = found;
  return {
    id: voucher.id,
    code: voucher.code,
    productName: translatedText(found.productName, found.productTranslations, 'name', locale),
    recipientName: voucher.recipientName,
    value: toMoney(voucher.valueMinor, voucher.currencyCode),
    remaining: toMoney(voucher.remainingMinor, voucher.currencyCode),
    validUntil: voucher.validUntil.toISOString(),
    purchasedAt: voucher.createdAt.toISOString(),
  };
}

/** The account's vouchers (in the page's tenant, when it names one), named in the page's locale. */
export async function purchasedVouchersOf(
  db: Database,
  userId: string,
  page: { tenant: string | undefined; locale: string | undefined },
): Promise<PurchasedVoucher[]> {
  const found = await findVouchersOfBuyer(db, userId, page.tenant);
  return found.map((voucher) => toPurchasedVoucher(voucher, page.locale));
}

export async function purchasedVouchersOfCheckout(
  db: Database,
  publicToken: string,
  locale: string | undefined,
): Promise<PurchasedVoucher[]> {
  const found = await findVouchersOfCheckoutToken(db, publicToken);
  return found.map((voucher) => toPurchasedVoucher(voucher, locale));
}

/** Fresh codes no voucher has yet; a clash of two random codes is rare enough to simply draw again. */
async function freshCodes(db: Database, count: number): Promise<string[]> {
  const codes = new Set<string>();
  while (codes.size < count) {
    const drawn = Array.from({ length: count - codes.size }, newVoucherCode);
    const taken = new Set(await findTakenCodes(db, drawn));
    for (const code of drawn) if (!taken.has(code)) codes.add(code);
  }
  return [...codes];
}

async function mailVouchers(db: Database, issue: VoucherIssue, issued: VoucherRow[]): Promise<void> {
  const locale = mailLocale(issue.buyer.locale);
  const attachments = await Promise.all(
    issued.map(async (voucher) => {
      const pdf = await renderVoucherPdf({
        locale,
        studioName: issue.studio.name,
        productName: translatedText(issue.product.name, issue.product.translations, 'name', locale),
        code: voucher.code,
        value: formatMinor(voucher.valueMinor, voucher.currencyCode, locale),
        validUntil: formatDate(voucher.validUntil, locale, issue.studio.zoneId),
        recipientName: voucher.recipientName,
      });
      return { filename: `${voucher.code}.pdf`, contentType: 'application/pdf', contentBase64: pdf.toString('base64') };
    }),
  );
  await enqueueNoticeMail(db, {
    to: issue.buyer.email,
    userId: issue.buyer.userId,
    template: 'vouchers-purchased',
    locale,
    variables: {
      name: issue.buyer.firstName,
      values: {
        count: String(issued.length),
        codes: issued.map((voucher) => voucher.code).join(', '),
        studio: issue.studio.name,
      },
      link: studioPageLink(issue.origin, issue.studio, '/vouchers'),
    },
    attachments,
    signer: signerOfStudio(issue.studio),
  });
}

/** Creates the bought vouchers with their codes and mails them, each as a PDF, to the buyer. */
export async function issueVouchers(db: Database, issue: VoucherIssue): Promise<VoucherRow[]> {
  const { variant } = issue;
  const valueMinor = variant.voucherValueMinor ?? variant.priceMinor;
  const validUntil = new Date(issue.now.getTime() + (variant.validityDays ?? DEFAULT_VALIDITY_DAYS) * DAY_MS);
  const codes = await freshCodes(db, issue.quantity);
  const issued = await insertVouchers(
    db,
    codes.map((code) => ({
      tenantId: issue.studio.tenantId,
      code,
      variantId: variant.id,
      valueMinor,
      remainingMinor: valueMinor,
      currencyCode: variant.currencyCode,
      buyerUserId: issue.buyer.userId,
      buyerEmail: issue.buyer.email,
      recipientName: issue.recipientName,
      checkoutId: issue.checkoutId,
      validUntil,
    })),
  );
  await mailVouchers(db, issue, issued);
  return issued;
}
