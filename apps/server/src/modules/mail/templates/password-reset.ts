import type { TemplateTexts } from './template-text.ts';

export const passwordReset: TemplateTexts = {
  'de-DE': {
    subject: 'Passwort zurücksetzen',
    intro:
      'Wir haben eine Anfrage erhalten, Ihr Passwort zurückzusetzen. Mit diesem Code können Sie ein neues Passwort festlegen:',
    action: 'Neues Passwort festlegen',
  },
  'en-GB': {
    subject: 'Reset your password',
    intro: 'We received a request to reset your password. Enter this code to choose a new one:',
    action: 'Set a new password',
  },
  'en-US': {
    subject: 'Reset your password',
    intro: 'We received a request to reset your password. Enter this code to choose a new one:',
    action: 'Set a new password',
  },
  'es-ES': {
    subject: 'Restablece tu contraseña',
    intro: 'Hemos recibido una solicitud para restablecer tu contraseña. Introduce este código para elegir una nueva:',
    action: 'Establecer nueva contraseña',
  },
  'fr-FR': {
    subject: 'Réinitialisez votre mot de passe',
    intro:
      'Nous avons reçu une demande de réinitialisation de votre mot de passe. Saisissez ce code pour en choisir un nouveau :',
    action: 'Définir un nouveau mot de passe',
  },
  'it-IT': {
    subject: 'Reimposta la tua password',
    intro:
      'Abbiamo ricevuto una richiesta di reimpostazione della tua password. Inserisci questo codice per sceglierne una nuova:',
    action: 'Imposta una nuova password',
  },
  'nl-NL': {
    subject: 'Stel je wachtwoord opnieuw in',
    intro:
      'We hebben een verzoek ontvangen om je wachtwoord opnieuw in te stellen. Voer deze code in om een nieuw wachtwoord te kiezen:',
    action: 'Nieuw wachtwoord instellen',
  },
  'hu-HU': {
    subject: 'Jelszó visszaállítása',
    intro: 'Kérést kaptunk a jelszava visszaállítására. Új jelszó megadásához használja ezt a kódot:',
    action: 'Új jelszó beállítása',
  },
};
