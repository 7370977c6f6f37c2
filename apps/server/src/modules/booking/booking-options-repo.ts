import { and, asc, eq, gt, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type AppointmentRow, appointments } from './schema/appointments.ts';
import { type BenefitRow, benefits } from './schema/benefits.ts';
import { type ContingentRow, contingents } from './schema/contingents.ts';
import { trialSessionConfigs } from './schema/trials.ts';

export async function findAppointmentWithBenefit(
  db: Database,
  appointmentId: number,
): Promise<{ appointment: AppointmentRow; benefit: BenefitRow } | undefined> {
  const [row] = await db
    .select({ appointment: appointments, benefit: benefits })
    .from(appointments)
    .innerJoin(benefits, eq(benefits.id, appointments.benefitId))
    .where(eq(appointments.id, appointmentId));
  return row;
}

/**
 * The customer's contingents that can book a benefit of this kind now, in the order the booking core takes them:
 * limited before unlimited, the soonest to expire first.
 */
export function listUsableContingents(
  db: Database,
  request: { customerId: string; benefitKind: string; now: Date },
): Promise<ContingentRow[]> {
  return db
    .select()
    .from(contingents)
    .where(
      and(
        eq(contingents.customerId, request.customerId),
        sql`${request.benefitKind} = any(${contingents.benefitKinds})`,
        lte(contingents.validFrom, request.now),
        gt(contingents.validUntil, request.now),
        or(isNull(contingents.total), lt(contingents.used, sql`${contingents.total}`)),
      ),
    )
    .orderBy(sql`${contingents.total} is null`, asc(contingents.validUntil), asc(contingents.id));
}

/** The trial configuration of the studio's trial session when this benefit is it. */
export async function findTrialSessionConfigurationId(db: Database, benefit: BenefitRow): Promise<number | undefined> {
  const [row] = await db
    .select({ id: trialSessionConfigs.trialConfigurationId })
    .from(trialSessionConfigs)
    .where(and(eq(trialSessionConfigs.studioId, benefit.studioId), eq(trialSessionConfigs.benefitId, benefit.id)));
  return row?.id;
}
