import type { NoticeTexts } from './template-text.ts';

/** The studio accepted an idle period: {studio}, {from} and {until} are filled in. */
export const idlePeriodAccepted: NoticeTexts = {
  'de-DE': {
    subject: 'Ihre Ruhezeit ist genehmigt',
    intro:
      'Das {studio} hat Ihre Ruhezeit vom {from} bis {until} genehmigt. Ihr Vertrag ruht in dieser Zeit und verlängert sich um ihre Dauer.',
    action: 'Meine Ruhezeiten ansehen',
  },
  'en-GB': {
    subject: 'Your idle period is approved',
    intro:
      '{studio} has approved your idle period from {from} to {until}. Your contract is paused during it and runs that much longer.',
    action: 'View my idle periods',
  },
  'en-US': {
    subject: 'Your membership freeze is approved',
    intro:
      '{studio} has approved your membership freeze from {from} to {until}. Your contract is paused during it and runs that much longer.',
    action: 'View my freezes',
  },
  'es-ES': {
    subject: 'Tu periodo de pausa está aprobado',
    intro:
      '{studio} ha aprobado tu periodo de pausa del {from} al {until}. Tu contrato queda en pausa durante ese tiempo y se prolonga en la misma duración.',
    action: 'Ver mis pausas',
  },
  'fr-FR': {
    subject: 'Votre période de suspension est acceptée',
    intro:
      '{studio} a accepté votre période de suspension du {from} au {until}. Votre contrat est suspendu pendant cette période et prolongé d’autant.',
    action: 'Voir mes suspensions',
  },
  'it-IT': {
    subject: 'Il tuo periodo di sospensione è stato approvato',
    intro:
      '{studio} ha approvato il tuo periodo di sospensione dal {from} al {until}. Il contratto resta sospeso in quel periodo e si prolunga della stessa durata.',
    action: 'Vedi le mie sospensioni',
  },
  'nl-NL': {
    subject: 'Je pauzeperiode is goedgekeurd',
    intro:
      '{studio} heeft je pauzeperiode van {from} tot en met {until} goedgekeurd. Je contract staat in die tijd stil en loopt evenveel langer door.',
    action: 'Mijn pauzeperiodes bekijken',
  },
  'hu-HU': {
    subject: 'A szüneteltetést jóváhagyták',
    intro:
      'A(z) {studio} jóváhagyta a tagság szüneteltetését {from} és {until} között. A szerződés ez idő alatt szünetel, és ennyivel tovább tart.',
    action: 'Szüneteltetéseim megtekintése',
  },
};

/** The studio rejected an idle period: {studio}, {from}, {until} and {reason} are filled in. */
export const idlePeriodRejected: NoticeTexts = {
  'de-DE': {
    subject: 'Ihre Ruhezeit wurde abgelehnt',
    intro:
      'Das {studio} hat Ihre Ruhezeit vom {from} bis {until} nicht genehmigt. Begründung: {reason}. Ihr Vertrag läuft unverändert weiter; Sie können eine neue Ruhezeit beantragen.',
    action: 'Meine Ruhezeiten ansehen',
  },
  'en-GB': {
    subject: 'Your idle period was rejected',
    intro:
      '{studio} did not approve your idle period from {from} to {until}. Reason: {reason}. Your contract runs on unchanged; you can request a new idle period.',
    action: 'View my idle periods',
  },
  'en-US': {
    subject: 'Your membership freeze was declined',
    intro:
      '{studio} did not approve your membership freeze from {from} to {until}. Reason: {reason}. Your contract continues unchanged; you can request a new freeze.',
    action: 'View my freezes',
  },
  'es-ES': {
    subject: 'Tu periodo de pausa ha sido rechazado',
    intro:
      '{studio} no ha aprobado tu periodo de pausa del {from} al {until}. Motivo: {reason}. Tu contrato sigue igual; puedes solicitar una nueva pausa.',
    action: 'Ver mis pausas',
  },
  'fr-FR': {
    subject: 'Votre période de suspension a été refusée',
    intro:
      '{studio} n’a pas accepté votre période de suspension du {from} au {until}. Motif : {reason}. Votre contrat continue sans changement ; vous pouvez demander une nouvelle suspension.',
    action: 'Voir mes suspensions',
  },
  'it-IT': {
    subject: 'Il tuo periodo di sospensione è stato rifiutato',
    intro:
      '{studio} non ha approvato il tuo periodo di sospensione dal {from} al {until}. Motivo: {reason}. Il contratto prosegue invariato; puoi richiedere una nuova sospensione.',
    action: 'Vedi le mie sospensioni',
  },
  'nl-NL': {
    subject: 'Je pauzeperiode is afgewezen',
    intro:
      '{studio} heeft je pauzeperiode van {from} tot en met {until} niet goedgekeurd. Reden: {reason}. Je contract loopt ongewijzigd door; je kunt een nieuwe pauzeperiode aanvragen.',
    action: 'Mijn pauzeperiodes bekijken',
  },
  'hu-HU': {
    subject: 'A szüneteltetést elutasították',
    intro:
      'A(z) {studio} nem hagyta jóvá a tagság szüneteltetését {from} és {until} között. Indoklás: {reason}. A szerződés változatlanul folytatódik; új szüneteltetést kérhet.',
    action: 'Szüneteltetéseim megtekintése',
  },
};
