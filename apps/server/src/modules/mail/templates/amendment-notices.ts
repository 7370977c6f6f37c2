import type { NoticeTexts } from './template-text.ts';

/** The studio applied a change of the member's data it had to approve: {group} and {studio} are filled in. */
export const amendmentApplied: NoticeTexts = {
  'de-DE': {
    subject: 'Ihre Änderung ist übernommen: {group}',
    intro: 'Das {studio} hat Ihre Änderung der Daten „{group}“ geprüft und übernommen. Sie gilt ab sofort.',
    action: 'Meine Daten ansehen',
  },
  'en-GB': {
    subject: 'Your change is applied: {group}',
    intro: '{studio} has checked and applied your change of your {group}. It is in effect now.',
    action: 'View my details',
  },
  'en-US': {
    subject: 'Your change is applied: {group}',
    intro: '{studio} has reviewed and applied your change of your {group}. It is in effect now.',
    action: 'View my details',
  },
  'es-ES': {
    subject: 'Tu cambio se ha aplicado: {group}',
    intro: '{studio} ha revisado y aplicado tu cambio de {group}. Ya está en vigor.',
    action: 'Ver mis datos',
  },
  'fr-FR': {
    subject: 'Votre modification est appliquée : {group}',
    intro: '{studio} a vérifié et appliqué votre modification ({group}). Elle est effective dès maintenant.',
    action: 'Voir mes données',
  },
  'it-IT': {
    subject: 'La tua modifica è stata applicata: {group}',
    intro: '{studio} ha verificato e applicato la tua modifica ({group}). È già in vigore.',
    action: 'Vedi i miei dati',
  },
  'nl-NL': {
    subject: 'Je wijziging is doorgevoerd: {group}',
    intro: '{studio} heeft je wijziging van je {group} gecontroleerd en doorgevoerd. Die geldt vanaf nu.',
    action: 'Mijn gegevens bekijken',
  },
  'hu-HU': {
    subject: 'A módosítását átvezettük: {group}',
    intro: 'A(z) {studio} ellenőrizte és átvezette a(z) „{group}” adatok módosítását. Mostantól érvényes.',
    action: 'Adataim megtekintése',
  },
};

/** The studio rejected a change of the member's data: {group}, {studio} and {reason} are filled in. */
export const amendmentRejected: NoticeTexts = {
  'de-DE': {
    subject: 'Ihre Änderung wurde abgelehnt: {group}',
    intro:
      'Das {studio} hat Ihre Änderung der Daten „{group}“ nicht übernommen. Begründung: {reason}. Ihre bisherigen Daten gelten weiter; Sie können eine neue Änderung beantragen.',
    action: 'Meine Daten ansehen',
  },
  'en-GB': {
    subject: 'Your change was rejected: {group}',
    intro:
      '{studio} did not apply your change of your {group}. Reason: {reason}. Your details stay as they were; you can request a new change.',
    action: 'View my details',
  },
  'en-US': {
    subject: 'Your change was rejected: {group}',
    intro:
      '{studio} did not apply your change of your {group}. Reason: {reason}. Your details stay as they were; you can request a new change.',
    action: 'View my details',
  },
  'es-ES': {
    subject: 'Tu cambio ha sido rechazado: {group}',
    intro:
      '{studio} no ha aplicado tu cambio de {group}. Motivo: {reason}. Tus datos siguen como estaban; puedes solicitar un nuevo cambio.',
    action: 'Ver mis datos',
  },
  'fr-FR': {
    subject: 'Votre modification a été refusée : {group}',
    intro:
      "{studio} n'a pas appliqué votre modification ({group}). Motif : {reason}. Vos données restent inchangées ; vous pouvez demander une nouvelle modification.",
    action: 'Voir mes données',
  },
  'it-IT': {
    subject: 'La tua modifica è stata respinta: {group}',
    intro:
      '{studio} non ha applicato la tua modifica ({group}). Motivo: {reason}. I tuoi dati restano invariati; puoi richiedere una nuova modifica.',
    action: 'Vedi i miei dati',
  },
  'nl-NL': {
    subject: 'Je wijziging is afgewezen: {group}',
    intro:
      '{studio} heeft je wijziging van je {group} niet doorgevoerd. Reden: {reason}. Je gegevens blijven zoals ze waren; je kunt een nieuwe wijziging aanvragen.',
    action: 'Mijn gegevens bekijken',
  },
  'hu-HU': {
    subject: 'A módosítását elutasították: {group}',
    intro:
      'A(z) {studio} nem vezette át a(z) „{group}” adatok módosítását. Indoklás: {reason}. Az eddigi adatai érvényesek maradnak; új módosítást kérhet.',
    action: 'Adataim megtekintése',
  },
};
