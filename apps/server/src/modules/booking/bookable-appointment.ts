import type { BookableAppointment } from '@motus/contract';
import type { AppointmentRow } from './schema/appointments.ts';

type AppointmentWithBenefit = AppointmentRow & { name: string; description: string; colorHex: string | null };

/** What every answer about a bookable slot says of it (the contract's bookableAppointmentSchema). */
export function bookableAppointmentFields(row: AppointmentWithBenefit): BookableAppointment {
  return {
    id: row.id,
    benefitId: row.benefitId,
    name: row.name,
    description: row.description,
    colorHex: row.colorHex,
    location: row.location,
    employees: row.employees,
    startDateTime: row.startAt.toISOString(),
    endDateTime: row.endAt.toISOString(),
    maxParticipants: row.maxParticipants,
    bookedParticipants: row.bookedParticipants,
    waitingListActive: row.waitingListActive,
    maxWaitingListParticipants: row.maxWaitingListParticipants,
    waitingListParticipants: row.waitingListParticipants,
    earliestBookingDateTime: row.earliestBookingAt.toISOString(),
    latestBookingDateTime: row.latestBookingAt.toISOString(),
    appointmentStatus: row.status as BookableAppointment['appointmentStatus'],
  };
}
