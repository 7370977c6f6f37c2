import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type CustomerCenterSettingsRow, customerCenterSettings } from './schema.ts';

export async function findSettings(db: Database, tenantId: string): Promise<CustomerCenterSettingsRow | undefined> {
  const [row] = await db
    .select()
    .from(customerCenterSettings)
    .where(eq(customerCenterSettings.tenantId, tenantId))
    .limit(1);
  return row;
}
