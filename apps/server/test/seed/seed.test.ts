import { count } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { studioLegalInfos, studios } from '../../src/modules/studios/schema.ts';
import { tenants } from '../../src/modules/tenants/schema.ts';
import { whitelabelConfigs } from '../../src/modules/whitelabel/schema.ts';
import { seedDemoData } from '../../src/seed/index.ts';
import { useTestApp } from '../helpers/test-app.ts';

const t = useTestApp();

async function counts() {
  const [[tenantCount], [brandCount], [studioCount], [legalCount]] = await Promise.all([
    t.db.select({ n: count() }).from(tenants),
    t.db.select({ n: count() }).from(whitelabelConfigs),
    t.db.select({ n: count() }).from(studios),
    t.db.select({ n: count() }).from(studioLegalInfos),
  ]);
  return { tenants: tenantCount?.n, brands: brandCount?.n, studios: studioCount?.n, legal: legalCount?.n };
}

it('loads three tenants, three brands and six studios with legal texts', async () => {
  expect(await counts()).toMatchObject({ tenants: 3, brands: 3, studios: 6 });
  expect((await counts()).legal).toBeGreaterThanOrEqual(6 * 4);
});

it('replaces the demo data when run again instead of duplicating it', async () => {
  const before = await counts();
  await seedDemoData(t.db);
  expect(await counts()).toEqual(before);
});
