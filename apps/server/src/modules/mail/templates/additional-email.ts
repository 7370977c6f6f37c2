import type { TemplateTexts } from './template-text.ts';

export const additionalEmail: TemplateTexts = {
  'de-DE': {
    subject: 'Bestätigen Sie Ihre zusätzliche E-Mail-Adresse',
    intro: 'Sie haben diese Adresse zu Ihrem Konto hinzugefügt. Bestätigen Sie sie mit diesem Code:',
    action: 'Adresse bestätigen',
  },
  'en-GB': {
    subject: 'Confirm your additional e-mail address',
    intro: 'You added this address to your account. Enter this code to confirm it:',
    action: 'Confirm address',
  },
  'en-US': {
    subject: 'Confirm your additional email address',
    intro: 'You added this address to your account. Enter this code to confirm it:',
    action: 'Confirm address',
  },
  'es-ES': {
    subject: 'Confirma tu dirección de correo electrónico adicional',
    intro: 'Has añadido esta dirección a tu cuenta. Introduce este código para confirmarla:',
    action: 'Confirmar dirección',
  },
  'fr-FR': {
    subject: 'Confirmez votre adresse e-mail supplémentaire',
    intro: 'Vous avez ajouté cette adresse à votre compte. Saisissez ce code pour la confirmer :',
    action: "Confirmer l'adresse",
  },
  'it-IT': {
    subject: 'Conferma il tuo indirizzo e-mail aggiuntivo',
    intro: 'Hai aggiunto questo indirizzo al tuo account. Inserisci questo codice per confermarlo:',
    action: 'Conferma indirizzo',
  },
  'nl-NL': {
    subject: 'Bevestig je extra e-mailadres',
    intro: 'Je hebt dit adres aan je account toegevoegd. Voer deze code in om het te bevestigen:',
    action: 'Adres bevestigen',
  },
  'hu-HU': {
    subject: 'Erősítse meg további e-mail-címét',
    intro: 'Ezt a címet hozzáadta a fiókjához. A megerősítéshez adja meg ezt a kódot:',
    action: 'Cím megerősítése',
  },
};
