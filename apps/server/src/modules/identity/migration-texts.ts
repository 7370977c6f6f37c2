import type { UiLocale } from '@motus/i18n';

/** One wizard step; {brand} is the studio group's name. Steps with a checkbox ask for consent. */
export interface StepText {
  title: string;
  content: string;
  labelText: string;
  confirmText: string;
  cancelText: string;
  checkbox: string | null;
}

export interface MigrationText {
  /** INTRO, ACCEPT_TERMS, REFUSAL, REFUSAL_RESULT (spec 000 section 2.7). */
  steps: [StepText, StepText, StepText, StepText];
  privacyPolicy: string;
  termsAndConditions: string;
}

const english = (email: string): MigrationText => ({
  steps: [
    {
      title: 'Your account is moving to the group account',
      content: `{brand} is introducing one member account for all studios of the group. After the move you log in with the same ${email} address and password, and your bookings, contracts and data stay as they are.`,
      labelText: 'Information',
      confirmText: 'Continue',
      cancelText: 'I do not agree',
      checkbox: 'I have read the information about the move.',
    },
    {
      title: 'Accept the terms',
      content:
        'To complete the move, please accept the terms and conditions and the privacy policy of the group account.',
      labelText: 'Consent',
      confirmText: 'Move my account',
      cancelText: 'Back',
      checkbox: 'I accept the terms and conditions and the privacy policy of the group account.',
    },
    {
      title: 'Do you really want to refuse the move?',
      content:
        'If you refuse, your studio is notified. Your membership stays valid until {brand} contacts you about the next steps.',
      labelText: 'Refusal',
      confirmText: 'Refuse the move',
      cancelText: 'Back',
      checkbox: null,
    },
    {
      title: 'Your account has not been moved',
      content: 'We have recorded your decision. You can still move your account at any time.',
      labelText: 'Refused',
      confirmText: 'Move my account after all',
      cancelText: 'Close',
      checkbox: null,
    },
  ],
  privacyPolicy: 'Privacy policy',
  termsAndConditions: 'Terms and conditions',
});

export const migrationTexts: Record<UiLocale, MigrationText> = {
  'de-DE': {
    steps: [
      {
        title: 'Ihr Konto zieht in das Gruppenkonto um',
        content:
          '{brand} führt ein gemeinsames Mitgliedskonto für alle Studios der Gruppe ein. Nach dem Umzug melden Sie sich mit derselben E-Mail-Adresse und demselben Passwort an; Ihre Buchungen, Verträge und Daten bleiben erhalten.',
        labelText: 'Information',
        confirmText: 'Weiter',
        cancelText: 'Ich stimme nicht zu',
        checkbox: 'Ich habe die Informationen zum Umzug gelesen.',
      },
      {
        title: 'Bedingungen akzeptieren',
        content:
          'Um den Umzug abzuschließen, akzeptieren Sie bitte die AGB und die Datenschutzerklärung des Gruppenkontos.',
        labelText: 'Zustimmung',
        confirmText: 'Konto umziehen',
        cancelText: 'Zurück',
        checkbox: 'Ich akzeptiere die AGB und die Datenschutzerklärung des Gruppenkontos.',
      },
      {
        title: 'Möchten Sie den Umzug wirklich ablehnen?',
        content:
          'Wenn Sie ablehnen, wird Ihr Studio benachrichtigt. Ihre Mitgliedschaft bleibt gültig, bis sich {brand} wegen der nächsten Schritte bei Ihnen meldet.',
        labelText: 'Ablehnung',
        confirmText: 'Umzug ablehnen',
        cancelText: 'Zurück',
        checkbox: null,
      },
      {
        title: 'Ihr Konto wurde nicht umgezogen',
        content: 'Wir haben Ihre Entscheidung gespeichert. Sie können Ihr Konto jederzeit doch noch umziehen.',
        labelText: 'Abgelehnt',
        confirmText: 'Konto doch umziehen',
        cancelText: 'Schließen',
        checkbox: null,
      },
    ],
    privacyPolicy: 'Datenschutzerklärung',
    termsAndConditions: 'AGB',
  },
  'en-GB': english('e-mail'),
  'en-US': english('email'),
  'es-ES': {
    steps: [
      {
        title: 'Tu cuenta se traslada a la cuenta del grupo',
        content:
          '{brand} introduce una cuenta de socio única para todos los centros del grupo. Tras el traslado, inicias sesión con la misma dirección de correo electrónico y la misma contraseña; tus reservas, contratos y datos se mantienen.',
        labelText: 'Información',
        confirmText: 'Continuar',
        cancelText: 'No estoy de acuerdo',
        checkbox: 'He leído la información sobre el traslado.',
      },
      {
        title: 'Acepta las condiciones',
        content:
          'Para completar el traslado, acepta las condiciones generales y la política de privacidad de la cuenta del grupo.',
        labelText: 'Consentimiento',
        confirmText: 'Trasladar mi cuenta',
        cancelText: 'Volver',
        checkbox: 'Acepto las condiciones generales y la política de privacidad de la cuenta del grupo.',
      },
      {
        title: '¿De verdad quieres rechazar el traslado?',
        content:
          'Si lo rechazas, se informará a tu centro. Tu membresía sigue siendo válida hasta que {brand} se ponga en contacto contigo sobre los próximos pasos.',
        labelText: 'Rechazo',
        confirmText: 'Rechazar el traslado',
        cancelText: 'Volver',
        checkbox: null,
      },
      {
        title: 'Tu cuenta no se ha trasladado',
        content: 'Hemos registrado tu decisión. Puedes trasladar tu cuenta en cualquier momento.',
        labelText: 'Rechazado',
        confirmText: 'Trasladar mi cuenta de todos modos',
        cancelText: 'Cerrar',
        checkbox: null,
      },
    ],
    privacyPolicy: 'Política de privacidad',
    termsAndConditions: 'Condiciones generales',
  },
  'fr-FR': {
    steps: [
      {
        title: 'Votre compte rejoint le compte du groupe',
        content:
          '{brand} introduit un compte membre unique pour tous les clubs du groupe. Après le transfert, vous vous connectez avec la même adresse e-mail et le même mot de passe ; vos réservations, contrats et données sont conservés.',
        labelText: 'Information',
        confirmText: 'Continuer',
        cancelText: "Je ne suis pas d'accord",
        checkbox: "J'ai lu les informations sur le transfert.",
      },
      {
        title: 'Acceptez les conditions',
        content:
          'Pour finaliser le transfert, veuillez accepter les conditions générales et la politique de confidentialité du compte du groupe.',
        labelText: 'Consentement',
        confirmText: 'Transférer mon compte',
        cancelText: 'Retour',
        checkbox: "J'accepte les conditions générales et la politique de confidentialité du compte du groupe.",
      },
      {
        title: 'Voulez-vous vraiment refuser le transfert ?',
        content:
          "Si vous refusez, votre club en sera informé. Votre abonnement reste valable jusqu'à ce que {brand} vous contacte au sujet des prochaines étapes.",
        labelText: 'Refus',
        confirmText: 'Refuser le transfert',
        cancelText: 'Retour',
        checkbox: null,
      },
      {
        title: "Votre compte n'a pas été transféré",
        content: 'Nous avons enregistré votre décision. Vous pouvez transférer votre compte à tout moment.',
        labelText: 'Refusé',
        confirmText: 'Transférer mon compte finalement',
        cancelText: 'Fermer',
        checkbox: null,
      },
    ],
    privacyPolicy: 'Politique de confidentialité',
    termsAndConditions: 'Conditions générales',
  },
  'it-IT': {
    steps: [
      {
        title: "Il tuo account passa all'account del gruppo",
        content:
          '{brand} introduce un unico account socio per tutti i centri del gruppo. Dopo il passaggio accedi con lo stesso indirizzo e-mail e la stessa password; prenotazioni, contratti e dati restano invariati.',
        labelText: 'Informazioni',
        confirmText: 'Continua',
        cancelText: "Non sono d'accordo",
        checkbox: 'Ho letto le informazioni sul passaggio.',
      },
      {
        title: 'Accetta le condizioni',
        content:
          "Per completare il passaggio, accetta le condizioni generali e l'informativa sulla privacy dell'account del gruppo.",
        labelText: 'Consenso',
        confirmText: 'Trasferisci il mio account',
        cancelText: 'Indietro',
        checkbox: "Accetto le condizioni generali e l'informativa sulla privacy dell'account del gruppo.",
      },
      {
        title: 'Vuoi davvero rifiutare il passaggio?',
        content:
          'Se rifiuti, il tuo centro verrà informato. La tua iscrizione resta valida finché {brand} non ti contatterà per i prossimi passi.',
        labelText: 'Rifiuto',
        confirmText: 'Rifiuta il passaggio',
        cancelText: 'Indietro',
        checkbox: null,
      },
      {
        title: 'Il tuo account non è stato trasferito',
        content: 'Abbiamo registrato la tua decisione. Puoi trasferire il tuo account in qualsiasi momento.',
        labelText: 'Rifiutato',
        confirmText: 'Trasferisci comunque il mio account',
        cancelText: 'Chiudi',
        checkbox: null,
      },
    ],
    privacyPolicy: 'Informativa sulla privacy',
    termsAndConditions: 'Condizioni generali',
  },
  'nl-NL': {
    steps: [
      {
        title: 'Je account verhuist naar het groepsaccount',
        content:
          '{brand} voert één ledenaccount in voor alle clubs van de groep. Na de verhuizing log je in met hetzelfde e-mailadres en wachtwoord; je boekingen, contracten en gegevens blijven behouden.',
        labelText: 'Informatie',
        confirmText: 'Verder',
        cancelText: 'Ik ga niet akkoord',
        checkbox: 'Ik heb de informatie over de verhuizing gelezen.',
      },
      {
        title: 'Voorwaarden accepteren',
        content:
          'Accepteer de algemene voorwaarden en de privacyverklaring van het groepsaccount om de verhuizing af te ronden.',
        labelText: 'Toestemming',
        confirmText: 'Mijn account verhuizen',
        cancelText: 'Terug',
        checkbox: 'Ik accepteer de algemene voorwaarden en de privacyverklaring van het groepsaccount.',
      },
      {
        title: 'Wil je de verhuizing echt weigeren?',
        content:
          'Als je weigert, wordt je club op de hoogte gebracht. Je lidmaatschap blijft geldig totdat {brand} contact met je opneemt over de volgende stappen.',
        labelText: 'Weigering',
        confirmText: 'Verhuizing weigeren',
        cancelText: 'Terug',
        checkbox: null,
      },
      {
        title: 'Je account is niet verhuisd',
        content: 'We hebben je beslissing vastgelegd. Je kunt je account op elk moment alsnog verhuizen.',
        labelText: 'Geweigerd',
        confirmText: 'Account toch verhuizen',
        cancelText: 'Sluiten',
        checkbox: null,
      },
    ],
    privacyPolicy: 'Privacyverklaring',
    termsAndConditions: 'Algemene voorwaarden',
  },
  'hu-HU': {
    steps: [
      {
        title: 'Fiókja átkerül a csoportfiókba',
        content:
          'A(z) {brand} egységes tagi fiókot vezet be a csoport összes edzőterméhez. Az átköltözés után ugyanazzal az e-mail-címmel és jelszóval jelentkezhet be; foglalásai, szerződései és adatai megmaradnak.',
        labelText: 'Tájékoztatás',
        confirmText: 'Tovább',
        cancelText: 'Nem értek egyet',
        checkbox: 'Elolvastam az átköltözésről szóló tájékoztatást.',
      },
      {
        title: 'Feltételek elfogadása',
        content:
          'Az átköltözés befejezéséhez fogadja el a csoportfiók általános szerződési feltételeit és adatvédelmi tájékoztatóját.',
        labelText: 'Hozzájárulás',
        confirmText: 'Fiókom átköltöztetése',
        cancelText: 'Vissza',
        checkbox: 'Elfogadom a csoportfiók általános szerződési feltételeit és adatvédelmi tájékoztatóját.',
      },
      {
        title: 'Biztosan elutasítja az átköltözést?',
        content:
          'Ha elutasítja, értesítjük az edzőtermét. Tagsága érvényes marad, amíg a(z) {brand} fel nem veszi Önnel a kapcsolatot a további lépésekről.',
        labelText: 'Elutasítás',
        confirmText: 'Átköltözés elutasítása',
        cancelText: 'Vissza',
        checkbox: null,
      },
      {
        title: 'Fiókja nem került átköltöztetésre',
        content: 'Döntését rögzítettük. Fiókját bármikor átköltöztetheti.',
        labelText: 'Elutasítva',
        confirmText: 'Mégis átköltöztetem a fiókomat',
        cancelText: 'Bezárás',
        checkbox: null,
      },
    ],
    privacyPolicy: 'Adatvédelmi tájékoztató',
    termsAndConditions: 'Általános szerződési feltételek',
  },
};
