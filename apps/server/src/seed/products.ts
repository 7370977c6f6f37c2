import type { Database } from '../db/client.ts';
import { DAY_MS } from '../lib/zoned-time.ts';
import { type NewProductVariantRow, products, productVariants, vouchers } from '../modules/catalog/schema.ts';
import { type DemoText, localizedColumns, type NameAndDescription, tenantLanguage } from './demo-text.ts';
import { demoCustomers, demoUsers } from './members.ts';
import {
  ALPENFIT_TEXTS,
  ALPENFIT_VARIANTS,
  dollarGiftCard,
  euroVoucher,
  francVoucher,
  KRAFTWERK_TEXTS,
  KRAFTWERK_VARIANTS,
  LONESTAR_TEXTS,
  LONESTAR_VARIANTS,
} from './texts/products.ts';

/** Anna Berger's voucher (README, "Demo data"): 50 € to redeem at any Kraftwerk checkout. */
export const DEMO_VOUCHER_CODE = 'MOTUS-ANNA-2024';
const DEMO_VOUCHER_CHECKOUT_ID = '9a7c1e52-4b3d-4f0e-8c6a-2d1b0e9f7a01';

type VariantSeed = Omit<NewProductVariantRow, 'tenantId' | 'productId' | 'currencyCode' | 'name'> & { name: DemoText };

interface ProductSeed {
  kind: 'OFFER' | 'DAY_TICKET' | 'VOUCHER';
  texts: NameAndDescription;
  benefitKinds?: string[];
  variants: VariantSeed[];
}

interface TenantCatalogue {
  tenant: string;
  currency: string;
  products: ProductSeed[];
}

/** A voucher product's variants: the value is the price. */
const voucherVariants = (label: (value: number) => DemoText): VariantSeed[] =>
  [25, 50, 100].map((value, index) => ({
    name: label(value),
    priceMinor: value * 100,
    voucherValueMinor: value * 100,
    validityDays: 3 * 365,
    sortOrder: index,
  }));

const CLASS_KINDS = ['COURSE', 'EVENT'];

/** What each demo tenant sells in all of its studios, in its currency; texts in its language and translated. */
const CATALOGUES: TenantCatalogue[] = [
  {
    tenant: 'kraftwerk',
    currency: 'EUR',
    products: [
      {
        kind: 'OFFER',
        texts: KRAFTWERK_TEXTS.classCard,
        benefitKinds: CLASS_KINDS,
        variants: [
          { name: KRAFTWERK_VARIANTS.fiveClasses, priceMinor: 6500, visits: 5, validityDays: 90, sortOrder: 0 },
          { name: KRAFTWERK_VARIANTS.tenClasses, priceMinor: 12000, visits: 10, validityDays: 180, sortOrder: 1 },
        ],
      },
      {
        kind: 'OFFER',
        texts: KRAFTWERK_TEXTS.flexMonth,
        benefitKinds: CLASS_KINDS,
        variants: [{ name: KRAFTWERK_TEXTS.flexMonth.name, priceMinor: 8900, visits: null, validityDays: 30 }],
      },
      {
        kind: 'DAY_TICKET',
        texts: KRAFTWERK_TEXTS.dayTicket,
        variants: [
          { name: KRAFTWERK_TEXTS.dayTicket.name, priceMinor: 1500, sortOrder: 0 },
          { name: KRAFTWERK_VARIANTS.reducedDayTicket, priceMinor: 1000, sortOrder: 1 },
        ],
      },
      { kind: 'VOUCHER', texts: KRAFTWERK_TEXTS.giftVoucher, variants: voucherVariants(euroVoucher) },
    ],
  },
  {
    tenant: 'alpenfit',
    currency: 'CHF',
    products: [
      {
        kind: 'OFFER',
        texts: ALPENFIT_TEXTS.classPass,
        benefitKinds: CLASS_KINDS,
        variants: [
          { name: ALPENFIT_VARIANTS.fiveClasses, priceMinor: 8500, visits: 5, validityDays: 90, sortOrder: 0 },
          { name: ALPENFIT_VARIANTS.tenClasses, priceMinor: 16000, visits: 10, validityDays: 180, sortOrder: 1 },
        ],
      },
      {
        kind: 'OFFER',
        texts: ALPENFIT_TEXTS.flexMonth,
        benefitKinds: CLASS_KINDS,
        variants: [{ name: ALPENFIT_TEXTS.flexMonth.name, priceMinor: 11900, visits: null, validityDays: 30 }],
      },
      {
        kind: 'DAY_TICKET',
        texts: ALPENFIT_TEXTS.dayPass,
        variants: [
          { name: ALPENFIT_TEXTS.dayPass.name, priceMinor: 2500, sortOrder: 0 },
          { name: ALPENFIT_VARIANTS.reducedDayPass, priceMinor: 1800, sortOrder: 1 },
        ],
      },
      { kind: 'VOUCHER', texts: ALPENFIT_TEXTS.giftVoucher, variants: voucherVariants(francVoucher) },
    ],
  },
  {
    tenant: 'lonestar',
    currency: 'USD',
    products: [
      {
        kind: 'OFFER',
        texts: LONESTAR_TEXTS.classPack,
        benefitKinds: CLASS_KINDS,
        variants: [
          { name: LONESTAR_VARIANTS.fiveClasses, priceMinor: 7500, visits: 5, validityDays: 90, sortOrder: 0 },
          { name: LONESTAR_VARIANTS.tenClasses, priceMinor: 14000, visits: 10, validityDays: 180, sortOrder: 1 },
        ],
      },
      {
        kind: 'OFFER',
        texts: LONESTAR_TEXTS.flexMonth,
        benefitKinds: CLASS_KINDS,
        variants: [{ name: LONESTAR_TEXTS.flexMonth.name, priceMinor: 9900, visits: null, validityDays: 30 }],
      },
      {
        kind: 'DAY_TICKET',
        texts: LONESTAR_TEXTS.dayPass,
        variants: [
          { name: LONESTAR_TEXTS.dayPass.name, priceMinor: 2000, sortOrder: 0 },
          { name: LONESTAR_VARIANTS.reducedDayPass, priceMinor: 1500, sortOrder: 1 },
        ],
      },
      { kind: 'VOUCHER', texts: LONESTAR_TEXTS.giftCard, variants: voucherVariants(dollarGiftCard) },
    ],
  },
];

async function seedProduct(tx: Database, catalogue: TenantCatalogue, seed: ProductSeed, sortOrder: number) {
  const [product] = await tx
    .insert(products)
    .values({
      tenantId: catalogue.tenant,
      studioId: null,
      kind: seed.kind,
      ...localizedColumns(seed.texts, tenantLanguage(catalogue.tenant)),
      benefitKinds: seed.benefitKinds ?? [],
      sortOrder,
    })
    .returning({ id: products.id });
  if (!product) throw new Error(`product ${seed.texts.name.en} not seeded`);
  return tx
    .insert(productVariants)
    .values(
      seed.variants.map(({ name, ...variant }) => ({
        ...variant,
        ...localizedColumns({ name }, tenantLanguage(catalogue.tenant)),
        tenantId: catalogue.tenant,
        productId: product.id,
        currencyCode: catalogue.currency,
      })),
    )
    .returning();
}

/** Anna bought a 50 € voucher last month; its code is in the README. */
async function seedAnnasVoucher(tx: Database, voucherVariantId: number, today: Date): Promise<void> {
  const anna = demoUsers.find((user) => user.customerId === demoCustomers[0]?.id);
  if (!anna) return;
  await tx.insert(vouchers).values({
    tenantId: 'kraftwerk',
    code: DEMO_VOUCHER_CODE,
    variantId: voucherVariantId,
    valueMinor: 5000,
    remainingMinor: 5000,
    currencyCode: 'EUR',
    buyerUserId: anna.row.id,
    buyerEmail: anna.row.email,
    recipientName: 'Anna Berger',
    checkoutId: DEMO_VOUCHER_CHECKOUT_ID,
    validUntil: new Date(today.getTime() + 3 * 365 * DAY_MS),
    createdAt: new Date(today.getTime() - 30 * DAY_MS),
  });
}

/**
 * Offers, day tickets and vouchers (issue 7), sold in every studio of each demo tenant; and Anna's voucher. The
 * products belong to the tenant, so they go with it when the demo world is replaced.
 */
export async function seedProducts(tx: Database, today: Date): Promise<void> {
  for (const catalogue of CATALOGUES) {
    for (const [index, product] of catalogue.products.entries()) {
      const variants = await seedProduct(tx, catalogue, product, index);
      const fifty = variants.find((variant) => variant.voucherValueMinor === 5000);
      if (catalogue.tenant === 'kraftwerk' && fifty) await seedAnnasVoucher(tx, fifty.id, today);
    }
  }
}
