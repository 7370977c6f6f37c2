import type { UiLocale } from '@motus/i18n';

/** The parts every mail shares; {name}, {duration} and {brand} (who signs: the brand or the portal) are filled in. */
export interface CommonMailText {
  greeting: string;
  codeLabel: string;
  linkIntro: string;
  validity: string;
  ignore: string;
  signature: string;
}

export const commonMailText: Record<UiLocale, CommonMailText> = {
  'de-DE': {
    greeting: 'Hallo {name},',
    codeLabel: 'Ihr Code:',
    linkIntro: 'Oder öffnen Sie diesen Link:',
    validity: 'Der Code ist {duration} gültig.',
    ignore: 'Wenn Sie das nicht angefordert haben, können Sie diese E-Mail ignorieren.',
    signature: 'Ihr Team von {brand}',
  },
  'en-GB': {
    greeting: 'Hello {name},',
    codeLabel: 'Your code:',
    linkIntro: 'Or open this link:',
    validity: 'The code is valid for {duration}.',
    ignore: 'If you did not request this, you can ignore this e-mail.',
    signature: 'The {brand} team',
  },
  'en-US': {
    greeting: 'Hello {name},',
    codeLabel: 'Your code:',
    linkIntro: 'Or open this link:',
    validity: 'The code is valid for {duration}.',
    ignore: "If you didn't request this, you can ignore this email.",
    signature: 'The {brand} team',
  },
  'es-ES': {
    greeting: 'Hola, {name}:',
    codeLabel: 'Tu código:',
    linkIntro: 'O abre este enlace:',
    validity: 'El código es válido durante {duration}.',
    ignore: 'Si no lo has solicitado tú, puedes ignorar este correo electrónico.',
    signature: 'El equipo de {brand}',
  },
  'fr-FR': {
    greeting: 'Bonjour {name},',
    codeLabel: 'Votre code :',
    linkIntro: 'Ou ouvrez ce lien :',
    validity: 'Le code est valable {duration}.',
    ignore: "Si vous n'êtes pas à l'origine de cette demande, vous pouvez ignorer cet e-mail.",
    signature: "L'équipe {brand}",
  },
  'it-IT': {
    greeting: 'Ciao {name},',
    codeLabel: 'Il tuo codice:',
    linkIntro: 'Oppure apri questo link:',
    validity: 'Il codice è valido per {duration}.',
    ignore: 'Se non hai fatto tu questa richiesta, puoi ignorare questa e-mail.',
    signature: 'Il team di {brand}',
  },
  'nl-NL': {
    greeting: 'Hallo {name},',
    codeLabel: 'Je code:',
    linkIntro: 'Of open deze link:',
    validity: 'De code is {duration} geldig.',
    ignore: 'Heb je dit niet aangevraagd? Dan kun je deze e-mail negeren.',
    signature: 'Het team van {brand}',
  },
  'hu-HU': {
    greeting: 'Kedves {name}!',
    codeLabel: 'Az Ön kódja:',
    linkIntro: 'Vagy nyissa meg ezt a hivatkozást:',
    validity: 'A kód érvényességi ideje: {duration}.',
    ignore: 'Ha nem Ön kérte, nyugodtan hagyja figyelmen kívül ezt az e-mailt.',
    signature: 'A(z) {brand} csapata',
  },
};
