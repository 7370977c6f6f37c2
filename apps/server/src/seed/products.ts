import type { Database } from '../db/client.ts';
import { DAY_MS } from '../lib/zoned-time.ts';
import { type NewProductVariantRow, products, productVariants, vouchers } from '../modules/catalog/schema.ts';
import { demoCustomers, demoUsers } from './members.ts';

/** Anna Berger's voucher (README, "Demo data"): 50 € to redeem at any Kraftwerk checkout. */
export const DEMO_VOUCHER_CODE = 'MOTUS-ANNA-2024';
const DEMO_VOUCHER_CHECKOUT_ID = '9a7c1e52-4b3d-4f0e-8c6a-2d1b0e9f7a01';

type VariantSeed = Omit<NewProductVariantRow, 'tenantId' | 'productId' | 'currencyCode'>;

interface ProductSeed {
  kind: 'OFFER' | 'DAY_TICKET' | 'VOUCHER';
  name: string;
  description: string;
  benefitKinds?: string[];
  variants: VariantSeed[];
}

interface TenantCatalogue {
  tenant: string;
  currency: string;
  products: ProductSeed[];
}

/** A voucher product's variants: the value is the price. */
const voucherVariants = (label: (value: number) => string): VariantSeed[] =>
  [25, 50, 100].map((value, index) => ({
    name: label(value),
    priceMinor: value * 100,
    voucherValueMinor: value * 100,
    validityDays: 3 * 365,
    sortOrder: index,
  }));

const CLASS_KINDS = ['COURSE', 'EVENT'];

/** What each demo tenant sells in all of its studios, in its currency and language. */
const CATALOGUES: TenantCatalogue[] = [
  {
    tenant: 'kraftwerk',
    currency: 'EUR',
    products: [
      {
        kind: 'OFFER',
        name: 'Kurskarte',
        description: 'Kurse und Events nach Lust und Laune, ohne Vertrag. Gültig in allen Kraftwerk-Studios.',
        benefitKinds: CLASS_KINDS,
        variants: [
          { name: '5er-Karte', priceMinor: 6500, visits: 5, validityDays: 90, sortOrder: 0 },
          { name: '10er-Karte', priceMinor: 12000, visits: 10, validityDays: 180, sortOrder: 1 },
        ],
      },
      {
        kind: 'OFFER',
        name: 'Flex-Monat',
        description: 'Einen Monat lang alle Kurse ohne Limit, endet automatisch.',
        benefitKinds: CLASS_KINDS,
        variants: [{ name: 'Flex-Monat', priceMinor: 8900, visits: null, validityDays: 30 }],
      },
      {
        kind: 'DAY_TICKET',
        name: 'Tageskarte',
        description: 'Ein Tag Training mit Geräten, Kursen und Sauna. Ermäßigt für Schüler, Studierende und Senioren.',
        variants: [
          { name: 'Tageskarte', priceMinor: 1500, sortOrder: 0 },
          { name: 'Tageskarte ermäßigt', priceMinor: 1000, sortOrder: 1 },
        ],
      },
      {
        kind: 'VOUCHER',
        name: 'Wertgutschein',
        description: 'Das Geschenk für alle, die gern trainieren: einlösbar für Kurse, Tageskarten und Kurskarten.',
        variants: voucherVariants((value) => `Gutschein ${value} €`),
      },
    ],
  },
  {
    tenant: 'alpenfit',
    currency: 'CHF',
    products: [
      {
        kind: 'OFFER',
        name: 'Kurs-Abo',
        description: 'Kurse und Events ohne Vertragsbindung.',
        benefitKinds: CLASS_KINDS,
        variants: [
          { name: '5er-Abo', priceMinor: 8500, visits: 5, validityDays: 90, sortOrder: 0 },
          { name: '10er-Abo', priceMinor: 16000, visits: 10, validityDays: 180, sortOrder: 1 },
        ],
      },
      {
        kind: 'OFFER',
        name: 'Flex-Monat',
        description: 'Ein Monat unbegrenzt Kurse besuchen.',
        benefitKinds: CLASS_KINDS,
        variants: [{ name: 'Flex-Monat', priceMinor: 11900, visits: null, validityDays: 30 }],
      },
      {
        kind: 'DAY_TICKET',
        name: 'Tageseintritt',
        description: 'Ein Tag Training inklusive Kurse. Reduziert für Studierende und AHV-Rentner.',
        variants: [
          { name: 'Tageseintritt', priceMinor: 2500, sortOrder: 0 },
          { name: 'Tageseintritt reduziert', priceMinor: 1800, sortOrder: 1 },
        ],
      },
      {
        kind: 'VOUCHER',
        name: 'Geschenkgutschein',
        description: 'Einlösbar für alles, was Alpenfit online verkauft.',
        variants: voucherVariants((value) => `Gutschein CHF ${value}`),
      },
    ],
  },
  {
    tenant: 'lonestar',
    currency: 'USD',
    products: [
      {
        kind: 'OFFER',
        name: 'Class pack',
        description: 'Classes and events when you want them, no membership needed.',
        benefitKinds: CLASS_KINDS,
        variants: [
          { name: '5-class pack', priceMinor: 7500, visits: 5, validityDays: 90, sortOrder: 0 },
          { name: '10-class pack', priceMinor: 14000, visits: 10, validityDays: 180, sortOrder: 1 },
        ],
      },
      {
        kind: 'OFFER',
        name: 'Flex month',
        description: 'One month of unlimited classes, no auto-renewal.',
        benefitKinds: CLASS_KINDS,
        variants: [{ name: 'Flex month', priceMinor: 9900, visits: null, validityDays: 30 }],
      },
      {
        kind: 'DAY_TICKET',
        name: 'Day pass',
        description: 'A full day of gym floor and classes. Student and senior rate with ID.',
        variants: [
          { name: 'Day pass', priceMinor: 2000, sortOrder: 0 },
          { name: 'Day pass (student/senior)', priceMinor: 1500, sortOrder: 1 },
        ],
      },
      {
        kind: 'VOUCHER',
        name: 'Gift card',
        description: 'The gift of a good workout: good for classes, day passes and class packs.',
        variants: voucherVariants((value) => `$${value} gift card`),
      },
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
      name: seed.name,
      description: seed.description,
      benefitKinds: seed.benefitKinds ?? [],
      sortOrder,
    })
    .returning({ id: products.id });
  if (!product) throw new Error(`product ${seed.name} not seeded`);
  return tx
    .insert(productVariants)
    .values(
      seed.variants.map((variant) => ({
        ...variant,
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
