import { createHash } from 'node:crypto';
import type { BookableAppointment } from '@motus/contract';
import { type Translations, translated } from '../../lib/localized-text.ts';
import type { AppointmentRow } from './schema/appointments.ts';

type AppointmentWithBenefit = AppointmentRow & { name: string; description: string; colorHex: string | null };

/** An appointment read with its benefit's name, description and their translations. */
type TranslatableAppointment = AppointmentWithBenefit & { benefitTranslations: Translations<'name' | 'description'> };

/** Appointments have no uuid column; a name-based (version 5 style) uuid keeps the item's uuid stable. */
function appointmentUuid(id: number): string {
  const hex = createHash('sha1').update(`motus:appointment:${id}`).digest('hex');
  const variant = ((Number.parseInt(hex.slice(16, 18), 16) & 0x3f) | 0x80).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(18, 20)}-${hex.slice(20, 32)}`;
}

/** What the appointment item fields are made of. */
export interface AppointmentItemSource {
  appointment: Pick<AppointmentRow, 'id' | 'location' | 'meetingType' | 'streamUrl'>;
  /** The benefit's picture. */
  image: string | null;
  studio: { id: number; name: string; zoneId: string };
  /** The viewer holds a booked place: only then is a stream's address given. */
  booked: boolean;
}

/** The appointment item fields of spec 000 section 3 that a dated appointment of any kind carries besides its slot's. */
export function appointmentItemFields({ appointment, image, studio, booked }: AppointmentItemSource) {
  return {
    uuid: appointmentUuid(appointment.id),
    image,
    locations: appointment.location ? [appointment.location] : [],
    studio: { id: studio.id, name: studio.name, zoneId: studio.zoneId },
    stream: appointment.meetingType === 'STREAM' ? { url: booked ? appointment.streamUrl : null } : null,
  };
}

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
