import { parseArgs } from 'node:util';
import { z } from 'zod';
import { portalOrigin } from '../lib/portal-origin.ts';
import { createStaffAccount, type NewStaffAccount } from '../modules/identity/index.ts';
import { findTenant } from '../modules/tenants/index.ts';
import { runOnDatabase } from './run-command.ts';

const USAGE = `npm run staff:create -- --tenant <key> --email <address> --first-name <name> --last-name <name>
  --password <at least 8 characters> [--locale <de-DE>]`;

const name = z.string().trim().min(1).max(100);

const argsSchema = z.object({
  tenant: z.string().regex(/^[a-z0-9][a-z0-9-]{1,39}$/, 'a tenant key'),
  email: z.email(),
  'first-name': name,
  'last-name': name,
  password: z.string().min(8).max(128),
  locale: z.string().optional(),
});

function readArguments(): NewStaffAccount {
  const { values } = parseArgs({
    options: Object.fromEntries(Object.keys(argsSchema.shape).map((key) => [key, { type: 'string' as const }])),
  });
  const parsed = argsSchema.safeParse(values);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(({ path, message }) => `  --${String(path[0])}: ${message}`);
    throw new Error(`${problems.join('\n')}\n\nUsage: ${USAGE}`);
  }
  const args = parsed.data;
  return {
    tenant: args.tenant,
    email: args.email,
    firstName: args['first-name'],
    lastName: args['last-name'],
    password: args.password,
    locale: args.locale,
  };
}

/** npm run staff:create: an employee account of one tenant, who decides its members' requests at /staff. */
await runOnDatabase(async (db, config) => {
  const input = readArguments();
  if (!(await findTenant(db, input.tenant))) throw new Error(`There is no tenant ${input.tenant}.`);
  await createStaffAccount(db, input);
  return `Created staff account ${input.email} of ${input.tenant}: log in at ${portalOrigin(config)}/staff`;
});
