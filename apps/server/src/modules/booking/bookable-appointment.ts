import type { BookableAppointment } from '@motus/contract';
import { type Translations, translated } from '../../lib/localized-text.ts';
import type { AppointmentRow } from './schema/appointments.ts';

type AppointmentWithBenefit = AppointmentRow & { name: string; description: string; colorHex: string | null };

/** An appointment read with its benefit's name, description and their translations. */
type TranslatableAppointment = AppointmentWithBenefit & { benefitTranslations: Translations<'name' | 'description'> };

/** The appointment's place and its benefit's name and description in the locale, where translated. */
export function appointmentInLocale<Row extends TranslatableAppointment>(row: Row, locale: string | undefined): Row {
  return translated(translated(row, row.translations, locale), row.benefitTranslations, locale);
}

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
    appointmentStatus: row.status,
  };
}
