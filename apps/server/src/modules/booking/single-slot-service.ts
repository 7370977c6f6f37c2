import { SingleAppointmentErrors } from '@motus/contract';
import type { Database } from '../../db/client.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { DAY_MS } from '../../lib/zoned-time.ts';
import type { EmployeeRow } from '../employees/index.ts';
import { requireStudio } from '../studios/index.ts';
import { assertNotBlocked, type BookingHolder, inBookingTransaction, placeOrWait } from './booking-service.ts';
import { freeSlots, type SlotRules } from './free-slots.ts';
import type { BenefitRow } from './schema/benefits.ts';
import type { CalendarItemRow } from './schema/calendar-items.ts';
import {
  findSingleBenefit,
  insertAppointment,
  listBusyIntervals,
  listWindows,
  lockEmployee,
} from './single-slot-repo.ts';

const MINUTE_MS = 60_000;

export type EmployeeName = Pick<EmployeeRow, 'firstName' | 'lastName'>;

export const nameOf = (employee: EmployeeName) => `${employee.firstName} ${employee.lastName}`;

export async function requireSingleBenefit(db: Database, benefitId: number): Promise<BenefitRow> {
  const benefit = await findSingleBenefit(db, benefitId);
  if (!benefit) throw notFound(SingleAppointmentErrors.benefitNotFound, `Benefit ${benefitId} not found`);
  return benefit;
}

export function rulesOf(benefit: BenefitRow, zoneId: string): SlotRules {
  return {
    durationMinutes: benefit.durationMinutes,
    bookUntilMinutes: benefit.bookUntilMinutes,
    bookAheadDays: benefit.bookAheadDays,
    zoneId,
  };
}

export interface SingleSlotRequest {
  tenant: string;
  holder: BookingHolder;
  benefitId: number;
  employeeId: number;
  startAt: Date;
  endAt: Date;
  now: Date;
  contingentId?: number | undefined;
  /** A slot bought through a checkout (booking-service BookingRequest). */
  checkoutHoldUntil?: Date | undefined;
}

function slotConflict(errorCode: string, message: string): HttpError {
  return new HttpError(409, errorCode, message, [{ errorCode, typedArgs: [] }]);
}

/** Refuses a time that is not one of the employee's free slots of the benefit (taken, or never offered). */
async function assertFreeSlot(db: Database, benefit: BenefitRow, zoneId: string, request: SingleSlotRequest) {
  const rules = rulesOf(benefit, zoneId);
  const windows = await listWindows(db, [benefit.id], request.employeeId);
  const range = { from: request.startAt, until: new Date(request.startAt.getTime() + 1), now: request.now, rules };
  const offered = freeSlots({ ...range, windows, busy: [] }).some(
    (slot) => slot.endAt.getTime() === request.endAt.getTime(),
  );
  if (!offered) throw slotConflict(SingleAppointmentErrors.slotNotAvailable, 'This time is not offered for booking');
  const busy = await listBusyIntervals(db, {
    employeeIds: [request.employeeId],
    from: request.startAt,
    until: request.endAt,
  });
  if (busy.length > 0) throw slotConflict(SingleAppointmentErrors.slotTaken, 'This time has just been booked');
}

/**
 * Books a free slot of a single-appointment benefit for a member or a guest: the slot becomes an appointment of one
 * place with the employee. The employee's row lock serialises every booking of their time, so they are never given
 * two overlapping appointments, whatever the benefits and however many server instances book at once.
 */
export async function bookSingleSlot(
  db: Database,
  request: SingleSlotRequest,
  onPlaced: (tx: Database, item: CalendarItemRow) => Promise<void> = async () => {},
): Promise<CalendarItemRow> {
  if ('customerId' in request.holder) await assertNotBlocked(db, request.holder.customerId, request.now);
  return inBookingTransaction(db, async (tx) => {
    const benefit = await findSingleBenefit(tx, request.benefitId);
    if (!benefit || benefit.tenantId !== request.tenant) {
      throw notFound(SingleAppointmentErrors.benefitNotFound, `Benefit ${request.benefitId} not found`);
    }
    const employee = await lockEmployee(tx, request.employeeId, benefit.studioId);
    if (!employee) throw notFound(SingleAppointmentErrors.employeeNotFound, `Employee ${request.employeeId} not found`);
    const studio = await requireStudio(tx, benefit.studioId);
    await assertFreeSlot(tx, benefit, studio.zoneId, request);
    const appointment = await insertAppointment(tx, {
      tenantId: benefit.tenantId,
      studioId: benefit.studioId,
      benefitId: benefit.id,
      startAt: request.startAt,
      endAt: request.endAt,
      maxParticipants: 1,
      earliestBookingAt: new Date(request.startAt.getTime() - benefit.bookAheadDays * DAY_MS),
      latestBookingAt: new Date(request.startAt.getTime() - benefit.bookUntilMinutes * MINUTE_MS),
      cancellationDeadlineMinutes: benefit.cancellationDeadlineMinutes,
      employees: [nameOf(employee)],
      employeeId: employee.id,
    });
    const item = await placeOrWait(tx, appointment, benefit, { ...request, appointmentId: appointment.id });
    await onPlaced(tx, item);
    return item;
  });
}
