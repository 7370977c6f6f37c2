import { parseArgs } from 'node:util';
import { z } from 'zod';
import { portalOrigin } from '../lib/portal-origin.ts';
import { createTenant, type NewTenant } from '../modules/tenants/index.ts';
import { runOnDatabase } from './run-command.ts';

const USAGE = `npm run tenant:create -- --tenant <key> --name <legal name> --studio <studio name>
  --street <street> --zip <postcode> --city <city> --country <DE>
  [--public-name <name>] [--facility-group <group>] [--host <host name>]… [--house-number <no>]
  [--zone <Europe/Berlin>] [--currency <EUR>] [--locale <de_DE>] [--email <address>] [--phone <number>] [--website <url>]`;

const text = z.string().trim().min(1).max(200);

const isTimeZone = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

const argsSchema = z.object({
  tenant: z.string().regex(/^[a-z0-9][a-z0-9-]{1,39}$/, 'lower-case letters, digits and dashes'),
  name: text,
  'public-name': text.optional(),
  'facility-group': z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{1,63}$/, 'lower-case letters, digits and dashes')
    .optional(),
  host: z.array(z.string().regex(/^[a-z0-9.-]+$/, 'a host name')).default([]),
  studio: text,
  street: text,
  'house-number': z.string().trim().min(1).max(20).optional(),
  zip: z.string().trim().min(1).max(20),
  city: text,
  country: z.string().regex(/^[A-Z]{2}$/, 'an ISO country code such as DE'),
  zone: z.string().refine(isTimeZone, 'an IANA time zone such as Europe/Berlin').optional(),
  currency: z
    .string()
    .regex(/^[A-Z]{3}$/, 'an ISO currency code such as EUR')
    .optional(),
  locale: z
    .string()
    .regex(/^[a-z]{2}_[A-Z]{2}$/, 'a locale such as de_DE')
    .optional(),
  email: z.email().optional(),
  phone: z.string().trim().min(3).max(40).optional(),
  website: z.url().optional(),
});

function readArguments(): NewTenant {
  const { values } = parseArgs({
    options: {
      ...Object.fromEntries(Object.keys(argsSchema.shape).map((name) => [name, { type: 'string' as const }])),
      host: { type: 'string', multiple: true },
    },
  });
  const parsed = argsSchema.safeParse(values);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(({ path, message }) => {
      const name = String(path[0]);
      return `  --${name}: ${name in values ? message : 'required'}`;
    });
    throw new Error(`${problems.join('\n')}\n\nUsage: ${USAGE}`);
  }
  const args = parsed.data;
  return {
    tenant: args.tenant,
    name: args.name,
    publicName: args['public-name'],
    facilityGroup: args['facility-group'],
    hosts: args.host,
    studio: {
      name: args.studio,
      street: args.street,
      houseNumber: args['house-number'],
      zip: args.zip,
      city: args.city,
      countryCode: args.country,
      zoneId: args.zone,
      currencyCode: args.currency,
      locale: args.locale,
      email: args.email,
      phone: args.phone,
      website: args.website,
    },
  };
}

/** npm run tenant:create: the first (or a further) tenant of an installation, with its brand and first studio. */
await runOnDatabase(async (db, config) => {
  const created = await createTenant(db, readArguments());
  return (
    `Created tenant ${created.tenant} with brand ${created.brandId} (facility group ${created.facilityGroup}) ` +
    `and studio ${created.studioId}: ${portalOrigin(config)}/studio/${created.studioUuid}`
  );
});
