import { type Product, ProductErrorCodes, type ProductKind, type ProductVariant, productKinds } from '@motus/contract';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import { translated } from '../../lib/localized-text.ts';
import { toMoney } from '../../lib/money.ts';
import type { StudioRow } from '../studios/index.ts';
import { requireStudio } from '../studios/index.ts';
import {
  findActiveProduct,
  findStudioProducts,
  findVariant,
  findVariantsOf,
  type VariantWithProduct,
} from './products-repo.ts';
import type { ProductVariantRow } from './schema/product-variants.ts';
import type { ProductRow } from './schema/products.ts';

/** A variant's name on a bill: the product's, and the variant's unless it is named the same. */
export function variantLabel(productName: string, variantName: string): string {
  return variantName === productName ? productName : `${productName} · ${variantName}`;
}

function kindOf(row: ProductRow): ProductKind {
  return productKinds.find((kind) => kind === row.kind) ?? 'OFFER';
}

function toVariant(row: ProductVariantRow, locale: string | undefined): ProductVariant {
  return {
    id: row.id,
    name: translated(row, row.translations, locale).name,
    price: toMoney(row.priceMinor, row.currencyCode),
    visits: row.visits,
    validityDays: row.validityDays,
    voucherValue: row.voucherValueMinor === null ? null : toMoney(row.voucherValueMinor, row.currencyCode),
  };
}

function toProduct(row: ProductRow, variants: ProductVariantRow[], locale: string | undefined): Product {
  const { name, description } = translated(row, row.translations, locale);
  return {
    id: row.id,
    kind: kindOf(row),
    name,
    description,
    imageUrl: row.imageUrl,
    studioId: row.studioId,
    benefitKinds: row.benefitKinds,
    variants: variants.filter((variant) => variant.productId === row.id).map((variant) => toVariant(variant, locale)),
  };
}

/** The products with their variants, named in the locale (the tenant's language where not translated). */
async function withVariants(db: Database, rows: ProductRow[], locale: string | undefined): Promise<Product[]> {
  const variants = await findVariantsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toProduct(row, variants, locale)).filter((product) => product.variants.length > 0);
}

function productNotFound(): never {
  throw notFound(ProductErrorCodes.productNotFound, 'No such product is sold here.');
}

/** What a studio sells of one kind; the tenant is the studio's, never the caller's. */
export async function listStudioProducts(
  db: Database,
  request: { studioId: number; kind: ProductKind; locale: string | undefined },
): Promise<Product[]> {
  const studio = await requireStudio(db, request.studioId);
  const rows = await findStudioProducts(db, { tenant: studio.tenantId, studioId: studio.id, kind: request.kind });
  return withVariants(db, rows, request.locale);
}

export async function productByVariant(db: Database, variantId: number, locale: string | undefined): Promise<Product> {
  const found = await findVariant(db, variantId);
  if (!found?.product.active) productNotFound();
  const [product] = await withVariants(db, [found.product], locale);
  return product ?? productNotFound();
}

export async function voucherProduct(db: Database, productId: number, locale: string | undefined): Promise<Product> {
  const row = await findActiveProduct(db, productId);
  if (row?.kind !== 'VOUCHER') productNotFound();
  const [product] = await withVariants(db, [row], locale);
  return product ?? productNotFound();
}

/** A variant's name on a bill (variantLabel) in the locale, where translated. */
export function variantLabelIn(found: VariantWithProduct, locale: string | undefined): string {
  const product = translated(found.product, found.product.translations, locale);
  const variant = translated(found.variant, found.variant.translations, locale);
  return variantLabel(product.name, variant.name);
}

function soldIn(product: ProductRow, studio: StudioRow): boolean {
  return product.tenantId === studio.tenantId && (product.studioId === null || product.studioId === studio.id);
}

/** A variant the studio sells: of an active product of the studio's tenant, for this studio or all of them. */
export async function requireSellableVariant(
  db: Database,
  variantId: number,
  studio: StudioRow,
): Promise<VariantWithProduct> {
  const found = await findVariant(db, variantId);
  if (!found?.product.active || !soldIn(found.product, studio)) productNotFound();
  return found;
}
