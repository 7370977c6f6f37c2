import type { NoticeTexts } from './template-text.ts';

/** A member cancelled a booked place: {course}, {when} and {studio} are filled in; the link leads to my bookings. */
export const bookingCancelled: NoticeTexts = {
  'de-DE': {
    subject: 'Stornierung bestätigt: {course}',
    intro:
      'Ihr Platz in „{course}“ am {when} im {studio} ist storniert. Mit der angehängten Kalenderdatei entfernen Sie den Termin aus Ihrem Kalender.',
    action: 'Meine Buchungen ansehen',
  },
  'en-GB': {
    subject: 'Cancellation confirmed: {course}',
    intro:
      'Your place in "{course}" on {when} at {studio} is cancelled. The attached calendar file removes the entry from your calendar.',
    action: 'View my bookings',
  },
  'en-US': {
    subject: 'Cancellation confirmed: {course}',
    intro:
      'Your spot in "{course}" on {when} at {studio} is canceled. The attached calendar file removes the entry from your calendar.',
    action: 'View my bookings',
  },
  'es-ES': {
    subject: 'Cancelación confirmada: {course}',
    intro:
      'Tu plaza en «{course}» el {when} en {studio} está cancelada. El archivo de calendario adjunto elimina la cita de tu calendario.',
    action: 'Ver mis reservas',
  },
  'fr-FR': {
    subject: 'Annulation confirmée : {course}',
    intro:
      'Votre place pour « {course} » le {when} à {studio} est annulée. Le fichier de calendrier joint retire le rendez-vous de votre agenda.',
    action: 'Voir mes réservations',
  },
  'it-IT': {
    subject: 'Cancellazione confermata: {course}',
    intro:
      'Il tuo posto a «{course}» il {when} presso {studio} è cancellato. Il file di calendario allegato rimuove l’appuntamento dal tuo calendario.',
    action: 'Vedi le mie prenotazioni',
  },
  'nl-NL': {
    subject: 'Annulering bevestigd: {course}',
    intro:
      'Je plek bij "{course}" op {when} in {studio} is geannuleerd. Met het bijgevoegde agendabestand verdwijnt de afspraak uit je agenda.',
    action: 'Mijn boekingen bekijken',
  },
  'hu-HU': {
    subject: 'Lemondás visszaigazolva: {course}',
    intro:
      'A helyét lemondtuk: „{course}”, {when}, {studio}. A mellékelt naptárfájl eltávolítja a bejegyzést a naptárából.',
    action: 'Foglalásaim megtekintése',
  },
};

/** A guest cancelled their place: as for a member, but the link leads to the studio's page (a guest has no bookings page). */
export const guestBookingCancelled: NoticeTexts = {
  'de-DE': { ...bookingCancelled['de-DE'], action: 'Zum Studio' },
  'en-GB': { ...bookingCancelled['en-GB'], action: 'Visit the studio' },
  'en-US': { ...bookingCancelled['en-US'], action: 'Visit the studio' },
  'es-ES': { ...bookingCancelled['es-ES'], action: 'Ir al centro' },
  'fr-FR': { ...bookingCancelled['fr-FR'], action: 'Voir le studio' },
  'it-IT': { ...bookingCancelled['it-IT'], action: 'Vai al centro' },
  'nl-NL': { ...bookingCancelled['nl-NL'], action: 'Naar de studio' },
  'hu-HU': { ...bookingCancelled['hu-HU'], action: 'Tovább a stúdióhoz' },
};

/** A member cancelled a check-in reservation: {when} (the slot) and {studio} are filled in. */
export const reservationCancelled: NoticeTexts = {
  'de-DE': {
    subject: 'Reservierung storniert: {studio}',
    intro: 'Ihre Check-in-Reservierung im {studio} für {when} ist storniert. Der Platz ist wieder frei.',
    action: 'Meine Reservierungen ansehen',
  },
  'en-GB': {
    subject: 'Reservation cancelled: {studio}',
    intro: 'Your check-in reservation at {studio} for {when} is cancelled. The place is free again.',
    action: 'View my reservations',
  },
  'en-US': {
    subject: 'Reservation canceled: {studio}',
    intro: 'Your check-in reservation at {studio} for {when} is canceled. The spot is open again.',
    action: 'View my reservations',
  },
  'es-ES': {
    subject: 'Reserva cancelada: {studio}',
    intro: 'Tu reserva de acceso en {studio} para el {when} está cancelada. La plaza vuelve a estar libre.',
    action: 'Ver mis reservas de acceso',
  },
  'fr-FR': {
    subject: 'Réservation annulée : {studio}',
    intro: 'Votre réservation d’accès à {studio} pour le {when} est annulée. La place est de nouveau libre.',
    action: 'Voir mes réservations',
  },
  'it-IT': {
    subject: 'Prenotazione cancellata: {studio}',
    intro: 'La tua prenotazione di ingresso presso {studio} per il {when} è cancellata. Il posto è di nuovo libero.',
    action: 'Vedi le mie prenotazioni di ingresso',
  },
  'nl-NL': {
    subject: 'Reservering geannuleerd: {studio}',
    intro: 'Je check-in-reservering bij {studio} voor {when} is geannuleerd. De plek is weer vrij.',
    action: 'Mijn reserveringen bekijken',
  },
  'hu-HU': {
    subject: 'Foglalás lemondva: {studio}',
    intro: 'A belépési foglalását lemondtuk: {studio}, {when}. A hely ismét szabad.',
    action: 'Belépési foglalásaim megtekintése',
  },
};
