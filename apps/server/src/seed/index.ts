import { inArray } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { contentItems } from '../modules/content/schema.ts';
import { customerCenterSettings } from '../modules/customer-center/schema.ts';
import { employees } from '../modules/employees/schema.ts';
import { hashPassword } from '../modules/identity/password.ts';
import { studioNews } from '../modules/news/schema.ts';
import { studioRatings } from '../modules/ratings/schema.ts';
import {
  studioClosingHours,
  studioContacts,
  studioFeatures,
  studioLegalInfos,
  studioMenuEntries,
  studioOpeningHours,
  studios,
} from '../modules/studios/schema.ts';
import { tenants } from '../modules/tenants/schema.ts';
import { utilizationSettings } from '../modules/utilization/schema.ts';
import { whitelabelConfigs } from '../modules/whitelabel/schema.ts';
import { demoBrands, demoTenants } from './brands.ts';
import { seedCheckinReservations } from './checkin-reservations.ts';
import { seedCheckins } from './checkins.ts';
import { seedConsumptionCredit } from './consumption-credit.ts';
import { contentRows } from './content.ts';
import { seedContracts } from './contracts.ts';
import { seedCourses } from './courses.ts';
import { demoCustomerCenterSettings } from './customer-center.ts';
import { seedCustomerData } from './customer-data.ts';
import { localizedColumns, studioLanguage } from './demo-text.ts';
import { employeeRows } from './employees.ts';
import { seedEvents } from './events.ts';
import { seedIdlePeriods } from './idle-periods.ts';
import { legalInfosFor } from './legal-texts.ts';
import { clearDemoMembers, DEMO_PASSWORD, seedDemoMembers } from './members.ts';
import { newsRows } from './news.ts';
import { seedPaidClasses } from './paid-classes.ts';
import { seedPaymentLinks } from './payment-links.ts';
import { seedPayments } from './payments.ts';
import { seedProducts } from './products.ts';
import { ratingRows } from './ratings.ts';
import { seedSingleAppointments } from './single-appointments.ts';
import { seedStudioExtras } from './studio-extras.ts';
import { openingHoursRows, profileOf, utilizationSettingsRows } from './studio-profiles.ts';
import { type DemoStudio, demoStudios } from './studios.ts';
import { SAUNA_MAINTENANCE } from './texts/studio-texts.ts';
import { seedTrials } from './trials.ts';
import { seedWaitingList } from './waiting-list.ts';

/** Features a studio can switch; all on unless the demo studio lists them as disabled. */
export const STUDIO_FEATURES = ['TRIAL_SESSION', 'LEGAL_INFOS', 'COMPENSATION', 'LOYALTY_PROGRAM'];

const DAY_MS = 24 * 60 * 60 * 1000;

/** Closing periods relative to today, so the demo never goes stale. */
function closingHoursFor(studio: DemoStudio, today: Date) {
  const start = new Date(today.getTime() + 9 * DAY_MS);
  start.setUTCHours(5, 0, 0, 0);
  return [
    {
      tenantId: studio.row.tenantId,
      studioId: studio.row.id,
      from: start,
      until: new Date(start.getTime() + 6 * 60 * 60 * 1000),
      ...localizedColumns({ reason: SAUNA_MAINTENANCE }, studioLanguage(studio)),
    },
  ];
}

function contactsFor(studio: DemoStudio) {
  const base = { tenantId: studio.row.tenantId, studioId: studio.row.id };
  return [
    { ...base, type: 'PHONE' as const, value: studio.phone, position: 0 },
    { ...base, type: 'EMAIL' as const, value: studio.email, position: 1 },
    { ...base, type: 'WEBSITE' as const, value: studio.website, position: 2 },
  ];
}

async function clearDemoData(tx: Database): Promise<void> {
  const tenantIds = demoTenants.map((tenant) => tenant.id);
  await clearDemoMembers(tx);
  await tx.delete(studios).where(inArray(studios.tenantId, tenantIds));
  await tx.delete(whitelabelConfigs).where(
    inArray(
      whitelabelConfigs.id,
      demoBrands.map((brand) => brand.id),
    ),
  );
  await tx.delete(tenants).where(inArray(tenants.id, tenantIds));
}

/** Loads the demo world (DESIGN.md section 3); running it again replaces the demo data, nothing else. */
export async function seedDemoData(db: Database, today = new Date()): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    await clearDemoData(tx);
    await tx.insert(tenants).values(demoTenants);
    await tx.insert(whitelabelConfigs).values(demoBrands);
    await tx.insert(studios).values(demoStudios.map((studio) => studio.row));
    await tx.insert(studioContacts).values(demoStudios.flatMap(contactsFor));
    await tx.insert(studioClosingHours).values(demoStudios.flatMap((studio) => closingHoursFor(studio, today)));
    await tx
      .insert(studioLegalInfos)
      .values(
        demoStudios.flatMap((studio) =>
          legalInfosFor(studio).map((info) => ({ ...info, tenantId: studio.row.tenantId, studioId: studio.row.id })),
        ),
      );
    await tx.insert(studioFeatures).values(
      demoStudios.flatMap((studio) =>
        STUDIO_FEATURES.map((feature) => ({
          tenantId: studio.row.tenantId,
          studioId: studio.row.id,
          feature,
          enabled: !studio.disabledFeatures.includes(feature),
        })),
      ),
    );
    await tx.insert(studioMenuEntries).values(
      demoStudios.flatMap((studio) =>
        studio.menuEntries.map((entry, position) => ({
          tenantId: studio.row.tenantId,
          studioId: studio.row.id,
          entry,
          position,
        })),
      ),
    );
    await tx.insert(customerCenterSettings).values(demoCustomerCenterSettings);
    await seedDemoMembers(tx, passwordHash, today);
    await seedDiscovery(tx, today);
    await seedCourses(tx, today);
    await seedWaitingList(tx, today);
    await seedTrials(tx, today);
    await seedEvents(tx, today);
    await seedSingleAppointments(tx, today);
    await seedCheckinReservations(tx, today);
    await seedPaidClasses(tx, today);
    await seedProducts(tx, today);
    await seedPaymentLinks(tx, today);
    await seedPayments(tx, today);
    await seedContracts(tx, today);
    await seedCustomerData(tx);
    await seedIdlePeriods(tx, today);
    await seedConsumptionCredit(tx, today);
  });
}

/** Studio discovery and content (issue 5): hours, utilization, news, people, ratings, content, logos. */
async function seedDiscovery(tx: Database, today: Date): Promise<void> {
  await tx.insert(studioOpeningHours).values(openingHoursRows());
  await tx.insert(utilizationSettings).values(utilizationSettingsRows());
  await tx.insert(studioNews).values(newsRows(today));
  await tx.insert(employees).values(employeeRows());
  await tx.insert(studioRatings).values(ratingRows(today));
  await tx.insert(contentItems).values(contentRows(today));
  await seedStudioExtras(tx, (studio) => profileOf(studio).capacity);
  await seedCheckins(tx, today);
}
