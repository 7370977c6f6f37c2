import { amendmentApplied, amendmentRejected } from './amendment-notices.ts';
import { bookingCancelled, guestBookingCancelled, reservationCancelled } from './cancellation-notices.ts';
import {
  contractCancellationConfirmed,
  contractCancellationForStudio,
  contractCancellationReceived,
} from './contract-cancellation-notices.ts';
import { contractWelcome } from './contract-notices.ts';
import { idlePeriodAccepted, idlePeriodRejected } from './idle-period-notices.ts';
import { loginUnlock } from './login-notices.ts';
import { paymentRefunded } from './payment-notices.ts';
import { dayTicketReserved, vouchersPurchased } from './product-notices.ts';
import type { NoticeTexts } from './template-text.ts';
import { trialConfirmed, trialConfirmRequested } from './trial-notices.ts';

export const bookingConfirmed: NoticeTexts = {
  'de-DE': {
    subject: 'Buchungsbestätigung: {course}',
    intro:
      'Ihr Platz in „{course}“ am {when} im {studio} ist gebucht. Den Termin für Ihren Kalender finden Sie im Anhang.',
    action: 'Meine Buchungen ansehen',
  },
  'en-GB': {
    subject: 'Booking confirmed: {course}',
    intro: 'Your place in "{course}" on {when} at {studio} is booked. The calendar entry is attached.',
    action: 'View my bookings',
  },
  'en-US': {
    subject: 'Booking confirmed: {course}',
    intro: 'Your spot in "{course}" on {when} at {studio} is booked. The calendar entry is attached.',
    action: 'View my bookings',
  },
  'es-ES': {
    subject: 'Reserva confirmada: {course}',
    intro: 'Tu plaza en «{course}» el {when} en {studio} está reservada. Adjuntamos la cita para tu calendario.',
    action: 'Ver mis reservas',
  },
  'fr-FR': {
    subject: 'Réservation confirmée : {course}',
    intro:
      'Votre place pour « {course} » le {when} à {studio} est réservée. Le rendez-vous pour votre agenda est en pièce jointe.',
    action: 'Voir mes réservations',
  },
  'it-IT': {
    subject: 'Prenotazione confermata: {course}',
    intro:
      'Il tuo posto a «{course}» il {when} presso {studio} è prenotato. In allegato trovi l’appuntamento per il calendario.',
    action: 'Vedi le mie prenotazioni',
  },
  'nl-NL': {
    subject: 'Boeking bevestigd: {course}',
    intro: 'Je plek bij "{course}" op {when} in {studio} is geboekt. De afspraak voor je agenda zit in de bijlage.',
    action: 'Mijn boekingen bekijken',
  },
  'hu-HU': {
    subject: 'Foglalás visszaigazolva: {course}',
    intro: 'A helyét lefoglaltuk: „{course}”, {when}, {studio}. A naptárbejegyzést mellékeltük.',
    action: 'Foglalásaim megtekintése',
  },
};

export const waitingListPromoted: NoticeTexts = {
  'de-DE': {
    subject: 'Sie sind nachgerückt: {course}',
    intro:
      'Gute Nachricht: Ein Platz in „{course}“ am {when} im {studio} ist frei geworden und jetzt für Sie gebucht. Den Termin finden Sie im Anhang.',
    action: 'Meine Buchungen ansehen',
  },
  'en-GB': {
    subject: "You're in: {course}",
    intro:
      'Good news: a place in "{course}" on {when} at {studio} has become free and is now booked for you. The calendar entry is attached.',
    action: 'View my bookings',
  },
  'en-US': {
    subject: "You're in: {course}",
    intro:
      'Good news: a spot in "{course}" on {when} at {studio} opened up and is now booked for you. The calendar entry is attached.',
    action: 'View my bookings',
  },
  'es-ES': {
    subject: 'Ya tienes plaza: {course}',
    intro:
      'Buenas noticias: se ha liberado una plaza en «{course}» el {when} en {studio} y ya está reservada para ti. Adjuntamos la cita.',
    action: 'Ver mis reservas',
  },
  'fr-FR': {
    subject: 'Une place s’est libérée : {course}',
    intro:
      'Bonne nouvelle : une place pour « {course} » le {when} à {studio} s’est libérée et vous est maintenant réservée. Le rendez-vous est en pièce jointe.',
    action: 'Voir mes réservations',
  },
  'it-IT': {
    subject: 'Sei dentro: {course}',
    intro:
      'Buone notizie: si è liberato un posto a «{course}» il {when} presso {studio} ed è ora prenotato per te. In allegato trovi l’appuntamento.',
    action: 'Vedi le mie prenotazioni',
  },
  'nl-NL': {
    subject: 'Je bent doorgeschoven: {course}',
    intro:
      'Goed nieuws: er is een plek vrijgekomen bij "{course}" op {when} in {studio} en die is nu voor jou geboekt. De afspraak zit in de bijlage.',
    action: 'Mijn boekingen bekijken',
  },
  'hu-HU': {
    subject: 'Bekerült: {course}',
    intro:
      'Jó hír: felszabadult egy hely itt: „{course}”, {when}, {studio}, és most lefoglaltuk Önnek. A naptárbejegyzést mellékeltük.',
    action: 'Foglalásaim megtekintése',
  },
};

export const noticeTemplates = {
  'booking-confirmed': bookingConfirmed,
  'waiting-list-promoted': waitingListPromoted,
  'booking-cancelled': bookingCancelled,
  'guest-booking-cancelled': guestBookingCancelled,
  'reservation-cancelled': reservationCancelled,
  'trial-confirm-requested': trialConfirmRequested,
  'trial-confirmed': trialConfirmed,
  'day-ticket-reserved': dayTicketReserved,
  'vouchers-purchased': vouchersPurchased,
  'payment-refunded': paymentRefunded,
  'login-unlock': loginUnlock,
  'contract-welcome': contractWelcome,
  'contract-cancellation-confirmed': contractCancellationConfirmed,
  'contract-cancellation-received': contractCancellationReceived,
  'contract-cancellation-studio': contractCancellationForStudio,
  'amendment-applied': amendmentApplied,
  'amendment-rejected': amendmentRejected,
  'idle-period-accepted': idlePeriodAccepted,
  'idle-period-rejected': idlePeriodRejected,
} satisfies Record<string, NoticeTexts>;

export type NoticeTemplate = keyof typeof noticeTemplates;
