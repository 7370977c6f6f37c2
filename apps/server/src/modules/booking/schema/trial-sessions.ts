import { integer, pgTable } from 'drizzle-orm/pg-core';
import { studioId } from '../../studios/schema.ts';
import { tenantId } from '../../tenants/schema.ts';
import { benefits } from './benefits.ts';
import { trialConfigurations } from './trials.ts';

/** The studio's trial session (spec 000 section 4, trial-session setup): which benefit it is. */
export const trialSessionConfigs = pgTable('trial_session_configs', {
  studioId: studioId().primaryKey(),
  tenantId: tenantId(),
  benefitId: integer('benefit_id')
    .notNull()
    .references(() => benefits.id, { onDelete: 'cascade' }),
  trialConfigurationId: integer('trial_configuration_id')
    .notNull()
    .references(() => trialConfigurations.id, { onDelete: 'cascade' }),
});

export type TrialSessionConfigRow = typeof trialSessionConfigs.$inferSelect;
