import type { TemplateTexts } from './template-text.ts';

export const registrationCode: TemplateTexts = {
  'de-DE': {
    subject: 'Ihr Registrierungscode',
    intro: 'Vielen Dank für Ihre Registrierung. Bestätigen Sie Ihre E-Mail-Adresse mit diesem Code:',
    action: 'E-Mail-Adresse bestätigen',
  },
  'en-GB': {
    subject: 'Your registration code',
    intro: 'Thank you for registering. Enter this code to confirm your e-mail address:',
    action: 'Confirm e-mail address',
  },
  'en-US': {
    subject: 'Your registration code',
    intro: 'Thanks for signing up. Enter this code to confirm your email address:',
    action: 'Confirm email address',
  },
  'es-ES': {
    subject: 'Tu código de registro',
    intro: 'Gracias por registrarte. Introduce este código para confirmar tu dirección de correo electrónico:',
    action: 'Confirmar dirección de correo',
  },
  'fr-FR': {
    subject: "Votre code d'inscription",
    intro: 'Merci pour votre inscription. Saisissez ce code pour confirmer votre adresse e-mail :',
    action: "Confirmer l'adresse e-mail",
  },
  'it-IT': {
    subject: 'Il tuo codice di registrazione',
    intro: 'Grazie per esserti registrato. Inserisci questo codice per confermare il tuo indirizzo e-mail:',
    action: 'Conferma indirizzo e-mail',
  },
  'nl-NL': {
    subject: 'Je registratiecode',
    intro: 'Bedankt voor je registratie. Voer deze code in om je e-mailadres te bevestigen:',
    action: 'E-mailadres bevestigen',
  },
  'hu-HU': {
    subject: 'Az Ön regisztrációs kódja',
    intro: 'Köszönjük a regisztrációt. E-mail-címe megerősítéséhez adja meg ezt a kódot:',
    action: 'E-mail-cím megerősítése',
  },
};
