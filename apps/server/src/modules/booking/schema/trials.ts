import { boolean, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { tenantId } from '../../tenants/schema.ts';

/** How guests try a benefit (benefit trial) or a studio's trial session: which data they give, how long to confirm. */
export const trialConfigurations = pgTable('trial_configurations', {
  id: serial('id').primaryKey(),
  tenantId: tenantId(),
  /** Customer-data fields a guest must give besides name and e-mail: the contract's leadFields. */
  requiredFields: text('required_fields').array().notNull().default([]),
  /** An unconfirmed guest place is released after this many minutes. */
  confirmWithinMinutes: integer('confirm_within_minutes').notNull().default(1440),
  /** Whether one e-mail address may hold only one trial place of a benefit at a time. */
  oncePerEmail: boolean('once_per_email').notNull().default(true),
});

export type TrialConfigurationRow = typeof trialConfigurations.$inferSelect;
