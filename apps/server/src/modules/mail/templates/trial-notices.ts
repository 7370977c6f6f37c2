import type { NoticeTexts } from './template-text.ts';

/** A guest's held place: {course}, {when}, {studio} and {until} (the end of the hold) are filled in. */
export const trialConfirmRequested: NoticeTexts = {
  'de-DE': {
    subject: 'Bitte bestätigen: {course}',
    intro:
      'Wir halten Ihnen einen Platz in „{course}“ am {when} im {studio} frei. Bitte bestätigen Sie ihn bis {until} über den Button unten, sonst geben wir ihn wieder frei. Den Termin für Ihren Kalender finden Sie im Anhang.',
    action: 'Platz bestätigen',
  },
  'en-GB': {
    subject: 'Please confirm: {course}',
    intro:
      'We are holding a place for you in "{course}" on {when} at {studio}. Please confirm it by {until} with the button below, otherwise it will be released. The calendar entry is attached.',
    action: 'Confirm my place',
  },
  'en-US': {
    subject: 'Please confirm: {course}',
    intro:
      'We are holding a spot for you in "{course}" on {when} at {studio}. Please confirm it by {until} with the button below, otherwise it will be released. The calendar entry is attached.',
    action: 'Confirm my spot',
  },
  'es-ES': {
    subject: 'Confirma tu plaza: {course}',
    intro:
      'Te reservamos una plaza en «{course}» el {when} en {studio}. Confírmala antes de {until} con el botón de abajo; si no, la liberaremos. Adjuntamos la cita para tu calendario.',
    action: 'Confirmar mi plaza',
  },
  'fr-FR': {
    subject: 'Merci de confirmer : {course}',
    intro:
      'Nous vous réservons une place pour « {course} » le {when} à {studio}. Merci de la confirmer avant {until} avec le bouton ci-dessous, sinon elle sera libérée. Le rendez-vous pour votre agenda est en pièce jointe.',
    action: 'Confirmer ma place',
  },
  'it-IT': {
    subject: 'Conferma il tuo posto: {course}',
    intro:
      'Ti teniamo un posto a «{course}» il {when} presso {studio}. Confermalo entro {until} con il pulsante qui sotto, altrimenti verrà liberato. In allegato trovi l’appuntamento per il calendario.',
    action: 'Conferma il mio posto',
  },
  'nl-NL': {
    subject: 'Bevestig je plek: {course}',
    intro:
      'We houden een plek voor je vrij bij "{course}" op {when} in {studio}. Bevestig die vóór {until} met de knop hieronder, anders geven we hem weer vrij. De afspraak voor je agenda zit in de bijlage.',
    action: 'Mijn plek bevestigen',
  },
  'hu-HU': {
    subject: 'Kérjük, erősítse meg: {course}',
    intro:
      'Fenntartunk Önnek egy helyet: „{course}”, {when}, {studio}. Kérjük, erősítse meg {until} előtt az alábbi gombbal, különben felszabadítjuk. A naptárbejegyzést mellékeltük.',
    action: 'Helyem megerősítése',
  },
};

/** The guest confirmed their place from the mailed link. */
export const trialConfirmed: NoticeTexts = {
  'de-DE': {
    subject: 'Bestätigt: {course}',
    intro: 'Danke! Ihr Platz in „{course}“ am {when} im {studio} ist bestätigt. Wir freuen uns auf Sie.',
    action: 'Buchung ansehen',
  },
  'en-GB': {
    subject: 'Confirmed: {course}',
    intro: 'Thank you! Your place in "{course}" on {when} at {studio} is confirmed. We look forward to seeing you.',
    action: 'View booking',
  },
  'en-US': {
    subject: 'Confirmed: {course}',
    intro: 'Thank you! Your spot in "{course}" on {when} at {studio} is confirmed. We look forward to seeing you.',
    action: 'View booking',
  },
  'es-ES': {
    subject: 'Confirmada: {course}',
    intro: '¡Gracias! Tu plaza en «{course}» el {when} en {studio} está confirmada. ¡Te esperamos!',
    action: 'Ver reserva',
  },
  'fr-FR': {
    subject: 'Confirmée : {course}',
    intro: 'Merci ! Votre place pour « {course} » le {when} à {studio} est confirmée. Au plaisir de vous accueillir.',
    action: 'Voir la réservation',
  },
  'it-IT': {
    subject: 'Confermato: {course}',
    intro: 'Grazie! Il tuo posto a «{course}» il {when} presso {studio} è confermato. Ti aspettiamo.',
    action: 'Vedi la prenotazione',
  },
  'nl-NL': {
    subject: 'Bevestigd: {course}',
    intro: 'Bedankt! Je plek bij "{course}" op {when} in {studio} is bevestigd. We kijken ernaar uit je te zien.',
    action: 'Boeking bekijken',
  },
  'hu-HU': {
    subject: 'Megerősítve: {course}',
    intro: 'Köszönjük! A helye itt: „{course}”, {when}, {studio} megerősítve. Várjuk szeretettel.',
    action: 'Foglalás megtekintése',
  },
};
