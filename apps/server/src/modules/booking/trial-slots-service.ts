import { ErrorCodes, TrialErrors, type TrialSlot } from '@motus/contract';
import type { Database } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/http-error.ts';
import {
  addDays,
  daysBetween,
  type LocalDate,
  localDateOf,
  parseLocalDate,
  zonedInstant,
} from '../../lib/zoned-time.ts';
import { requireStudio } from '../studios/index.ts';
import { appointmentInLocale, bookableAppointmentFields } from './bookable-appointment.ts';
import { findBenefit } from './repo.ts';
import { appointmentsHeldBy, listAppointmentsOfBenefit } from './trial-repo.ts';

/** The longest period one call answers: a month of trial slots. */
const MAX_DAYS = 31;

function localDateOrToday(text: string | undefined, today: LocalDate): LocalDate {
  if (text === undefined) return today;
  const date = parseLocalDate(text);
  if (!date) throw badRequest(ErrorCodes.validationFailed, `${text} is no date`);
  return date;
}

export interface TrialSlotsRequest {
  benefitId: number;
  startDate?: string | undefined;
  endDate?: string | undefined;
  /** The member variant: marks the slots the member already holds a place at. */
  customerId?: string | undefined;
  /** The locale the benefit's name and description and the slots' places are answered in. */
  locale: string | undefined;
}

/**
 * The slots of a trial benefit (a trial session, or a benefit guests may try) from startDate to endDate, studio-local
 * days that default to today; slots whose booking has closed are left out, as nobody can take them any more.
 */
export async function trialSlots(db: Database, request: TrialSlotsRequest, now = new Date()): Promise<TrialSlot[]> {
  const benefit = await findBenefit(db, request.benefitId);
  if (!benefit || (benefit.kind !== 'TRIAL_SESSION' && benefit.trialConfigurationId === null)) {
    throw notFound(TrialErrors.benefitNotFound, `No trial benefit ${request.benefitId}`);
  }
  const { zoneId } = await requireStudio(db, benefit.studioId);
  const today = localDateOf(now, zoneId);
  const first = localDateOrToday(request.startDate, today);
  const last = localDateOrToday(request.endDate, first);
  const days = daysBetween(first, last);
  if (days < 0 || days >= MAX_DAYS) {
    throw badRequest(ErrorCodes.validationFailed, `startDate..endDate must be 1 to ${MAX_DAYS} days`);
  }
  const rows = await listAppointmentsOfBenefit(db, {
    benefitId: benefit.id,
    from: zonedInstant(first, 0, zoneId),
    until: zonedInstant(addDays(last, 1), 0, zoneId),
    notBefore: now,
  });
  const held = request.customerId
    ? await appointmentsHeldBy(
        db,
        request.customerId,
        rows.map((row) => row.id),
      )
    : undefined;
  return rows.map((row) => ({
    ...bookableAppointmentFields(appointmentInLocale(row, request.locale)),
    placesLeft: Math.max(row.maxParticipants - row.bookedParticipants, 0),
    ...(held ? { alreadyBooked: held.has(row.id) } : {}),
  }));
}
