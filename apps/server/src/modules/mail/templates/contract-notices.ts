import type { NoticeTexts } from './template-text.ts';

/** A signed membership, with the contract and the SEPA mandate attached: {offer}, {studio} and {start} are filled in. */
export const contractWelcome: NoticeTexts = {
  'de-DE': {
    subject: 'Willkommen im {studio}: Ihr Vertrag „{offer}“',
    intro:
      'Schön, dass Sie dabei sind! Ihr Vertrag „{offer}“ beginnt am {start}. Im Anhang finden Sie den unterschriebenen Vertrag und, falls Sie per Lastschrift zahlen, Ihr SEPA-Lastschriftmandat. Mit derselben E-Mail-Adresse können Sie sich im Portal registrieren und gleich Kurse buchen.',
    action: 'Meinen Vertrag ansehen',
  },
  'en-GB': {
    subject: 'Welcome to {studio}: your "{offer}" contract',
    intro:
      'Great to have you with us! Your "{offer}" contract starts on {start}. The signed contract and, if you pay by direct debit, your SEPA mandate are attached. Register in the portal with this e-mail address to book classes right away.',
    action: 'View my contract',
  },
  'en-US': {
    subject: 'Welcome to {studio}: your "{offer}" membership',
    intro:
      'Great to have you with us! Your "{offer}" membership starts on {start}. The signed agreement is attached. Sign up in the portal with this email address to book classes right away.',
    action: 'View my membership',
  },
  'es-ES': {
    subject: 'Bienvenido a {studio}: tu contrato «{offer}»',
    intro:
      '¡Nos alegra tenerte con nosotros! Tu contrato «{offer}» empieza el {start}. Adjuntamos el contrato firmado y, si pagas por domiciliación, tu orden de domiciliación SEPA. Regístrate en el portal con este correo para reservar clases enseguida.',
    action: 'Ver mi contrato',
  },
  'fr-FR': {
    subject: 'Bienvenue chez {studio} : votre contrat « {offer} »',
    intro:
      'Ravis de vous compter parmi nous ! Votre contrat « {offer} » commence le {start}. Vous trouverez en pièce jointe le contrat signé et, si vous payez par prélèvement, votre mandat SEPA. Inscrivez-vous sur le portail avec cette adresse e-mail pour réserver des cours dès maintenant.',
    action: 'Voir mon contrat',
  },
  'it-IT': {
    subject: 'Benvenuto da {studio}: il tuo contratto «{offer}»',
    intro:
      'Siamo felici di averti con noi! Il tuo contratto «{offer}» inizia il {start}. In allegato trovi il contratto firmato e, se paghi con addebito diretto, il tuo mandato SEPA. Registrati nel portale con questo indirizzo e-mail per prenotare subito i corsi.',
    action: 'Vedi il mio contratto',
  },
  'nl-NL': {
    subject: 'Welkom bij {studio}: je contract "{offer}"',
    intro:
      'Fijn dat je erbij bent! Je contract "{offer}" begint op {start}. In de bijlage vind je het ondertekende contract en, als je via incasso betaalt, je SEPA-machtiging. Registreer je in het portaal met dit e-mailadres om meteen lessen te boeken.',
    action: 'Mijn contract bekijken',
  },
  'hu-HU': {
    subject: 'Üdvözöljük itt: {studio} – „{offer}” szerződése',
    intro:
      'Örülünk, hogy csatlakozott! A(z) „{offer}” szerződése {start} napon kezdődik. Mellékelten küldjük az aláírt szerződést és – csoportos beszedés esetén – a SEPA megbízást. Regisztráljon a portálon ezzel az e-mail-címmel, és máris foglalhat órákat.',
    action: 'Szerződésem megtekintése',
  },
};
