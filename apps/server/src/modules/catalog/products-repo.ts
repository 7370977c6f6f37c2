import type { ProductKind } from '@motus/contract';
import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type ProductVariantRow, productVariants } from './schema/product-variants.ts';
import { type ProductRow, products } from './schema/products.ts';

export interface ProductListFilter {
  tenant: string;
  studioId: number;
  kind: ProductKind;
}

/** The active products of a kind sold in a studio: its own and the tenant's (studio null), in their order. */
export function findStudioProducts(db: Database, filter: ProductListFilter): Promise<ProductRow[]> {
  return db
    .select()
    .from(products)
    .where(
      and(
        eq(products.tenantId, filter.tenant),
        eq(products.kind, filter.kind),
        eq(products.active, true),
        or(isNull(products.studioId), eq(products.studioId, filter.studioId)),
      ),
    )
    .orderBy(asc(products.sortOrder), asc(products.id));
}

export async function findActiveProduct(db: Database, productId: number): Promise<ProductRow | undefined> {
  const [row] = await db
    .select()
    .from(products)
    .where(and(eq(products.id, productId), eq(products.active, true)));
  return row;
}

export function findVariantsOf(db: Database, productIds: number[]): Promise<ProductVariantRow[]> {
  if (productIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(productVariants)
    .where(inArray(productVariants.productId, productIds))
    .orderBy(asc(productVariants.sortOrder), asc(productVariants.id));
}

export interface VariantWithProduct {
  variant: ProductVariantRow;
  product: ProductRow;
}

/** A variant with its product (active or not: a finalized checkout still delivers what it sold). */
export async function findVariant(db: Database, variantId: number): Promise<VariantWithProduct | undefined> {
  const [row] = await db
    .select({ variant: productVariants, product: products })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(eq(productVariants.id, variantId));
  return row;
}
