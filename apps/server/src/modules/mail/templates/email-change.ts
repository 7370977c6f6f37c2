import type { TemplateTexts } from './template-text.ts';

export const emailChange: TemplateTexts = {
  'de-DE': {
    subject: 'Bestätigen Sie Ihre neue E-Mail-Adresse',
    intro: 'Sie möchten sich künftig mit dieser Adresse anmelden. Bestätigen Sie die Änderung mit diesem Code:',
    action: 'Neue Adresse bestätigen',
  },
  'en-GB': {
    subject: 'Confirm your new e-mail address',
    intro: 'You asked to use this address to log in. Enter this code to confirm the change:',
    action: 'Confirm new address',
  },
  'en-US': {
    subject: 'Confirm your new email address',
    intro: 'You asked to use this address to log in. Enter this code to confirm the change:',
    action: 'Confirm new address',
  },
  'es-ES': {
    subject: 'Confirma tu nueva dirección de correo electrónico',
    intro: 'Has solicitado usar esta dirección para iniciar sesión. Introduce este código para confirmar el cambio:',
    action: 'Confirmar nueva dirección',
  },
  'fr-FR': {
    subject: 'Confirmez votre nouvelle adresse e-mail',
    intro:
      'Vous souhaitez utiliser cette adresse pour vous connecter. Saisissez ce code pour confirmer le changement :',
    action: 'Confirmer la nouvelle adresse',
  },
  'it-IT': {
    subject: 'Conferma il tuo nuovo indirizzo e-mail',
    intro: 'Hai chiesto di usare questo indirizzo per accedere. Inserisci questo codice per confermare la modifica:',
    action: 'Conferma il nuovo indirizzo',
  },
  'nl-NL': {
    subject: 'Bevestig je nieuwe e-mailadres',
    intro: 'Je wilt voortaan met dit adres inloggen. Voer deze code in om de wijziging te bevestigen:',
    action: 'Nieuw adres bevestigen',
  },
  'hu-HU': {
    subject: 'Erősítse meg új e-mail-címét',
    intro: 'Ezt a címet szeretné használni a bejelentkezéshez. A módosítás megerősítéséhez adja meg ezt a kódot:',
    action: 'Új cím megerősítése',
  },
};
