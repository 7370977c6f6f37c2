import type { NoticeTexts } from './template-text.ts';

/**
 * A cancellation without login matched a contract and is recorded: {contract}, {contractNumber}, {studio}, {receivedAt}
 * (date and time) and {endDate} are filled in; the receipt is attached as a PDF.
 */
export const contractCancellationConfirmed: NoticeTexts = {
  'de-DE': {
    subject: 'Kündigungsbestätigung: {contract}',
    intro:
      'Ihre Kündigung von „{contract}“ (Vertragsnummer {contractNumber}) im {studio} ist am {receivedAt} eingegangen. Ihr Vertrag endet am {endDate}. Die Bestätigung zum Aufbewahren finden Sie im Anhang.',
    action: 'Zum Studio',
  },
  'en-GB': {
    subject: 'Cancellation confirmed: {contract}',
    intro:
      'Your cancellation of "{contract}" (contract number {contractNumber}) at {studio} was received on {receivedAt}. Your contract ends on {endDate}. The confirmation to keep is attached.',
    action: 'Visit the studio',
  },
  'en-US': {
    subject: 'Cancellation confirmed: {contract}',
    intro:
      'Your cancellation of "{contract}" (contract number {contractNumber}) at {studio} was received on {receivedAt}. Your contract ends on {endDate}. The confirmation for your records is attached.',
    action: 'Visit the studio',
  },
  'es-ES': {
    subject: 'Baja confirmada: {contract}',
    intro:
      'Tu baja de «{contract}» (número de contrato {contractNumber}) en {studio} se recibió el {receivedAt}. Tu contrato termina el {endDate}. La confirmación para conservar va adjunta.',
    action: 'Ir al centro',
  },
  'fr-FR': {
    subject: 'Résiliation confirmée : {contract}',
    intro:
      'Votre résiliation de « {contract} » (numéro de contrat {contractNumber}) à {studio} a été reçue le {receivedAt}. Votre contrat prend fin le {endDate}. La confirmation à conserver est jointe.',
    action: 'Voir le studio',
  },
  'it-IT': {
    subject: 'Disdetta confermata: {contract}',
    intro:
      'La tua disdetta di «{contract}» (numero di contratto {contractNumber}) presso {studio} è stata ricevuta il {receivedAt}. Il tuo contratto termina il {endDate}. La conferma da conservare è in allegato.',
    action: 'Vai al centro',
  },
  'nl-NL': {
    subject: 'Opzegging bevestigd: {contract}',
    intro:
      'Je opzegging van "{contract}" (contractnummer {contractNumber}) bij {studio} is ontvangen op {receivedAt}. Je contract eindigt op {endDate}. De bevestiging om te bewaren zit in de bijlage.',
    action: 'Naar de studio',
  },
  'hu-HU': {
    subject: 'Felmondás visszaigazolva: {contract}',
    intro:
      'A(z) „{contract}” (szerződésszám: {contractNumber}) felmondása a(z) {studio} stúdióban beérkezett: {receivedAt}. Szerződése vége: {endDate}. A megőrizendő visszaigazolást mellékeltük.',
    action: 'Tovább a stúdióhoz',
  },
};

/**
 * A cancellation without login that the studio has to match itself: {studio}, {receivedAt} (date and time) and {endDate}
 * (the wished date, or the next possible one) are filled in; the receipt is attached as a PDF.
 */
export const contractCancellationReceived: NoticeTexts = {
  'de-DE': {
    subject: 'Ihre Kündigung ist eingegangen: {studio}',
    intro:
      'Ihre Kündigung Ihrer Mitgliedschaft im {studio} ist am {receivedAt} eingegangen. Gewünschtes Vertragsende: {endDate}. Das Studio ordnet die Kündigung Ihrem Vertrag zu und bestätigt Ihnen das Vertragsende. Die Eingangsbestätigung finden Sie im Anhang.',
    action: 'Zum Studio',
  },
  'en-GB': {
    subject: 'Your cancellation has been received: {studio}',
    intro:
      'Your cancellation of your membership at {studio} was received on {receivedAt}. Requested contract end: {endDate}. The studio matches the cancellation to your contract and confirms the end date to you. The receipt is attached.',
    action: 'Visit the studio',
  },
  'en-US': {
    subject: 'Your cancellation has been received: {studio}',
    intro:
      'Your cancellation of your membership at {studio} was received on {receivedAt}. Requested contract end: {endDate}. The studio matches the cancellation to your contract and confirms the end date to you. The receipt is attached.',
    action: 'Visit the studio',
  },
  'es-ES': {
    subject: 'Hemos recibido tu baja: {studio}',
    intro:
      'Tu baja de la membresía en {studio} se recibió el {receivedAt}. Fin del contrato solicitado: {endDate}. El centro asigna la baja a tu contrato y te confirma la fecha de fin. El acuse de recibo va adjunto.',
    action: 'Ir al centro',
  },
  'fr-FR': {
    subject: 'Votre résiliation a été reçue : {studio}',
    intro:
      'La résiliation de votre abonnement à {studio} a été reçue le {receivedAt}. Fin du contrat souhaitée : {endDate}. Le studio rattache la résiliation à votre contrat et vous confirme la date de fin. L’accusé de réception est joint.',
    action: 'Voir le studio',
  },
  'it-IT': {
    subject: 'Abbiamo ricevuto la tua disdetta: {studio}',
    intro:
      'La disdetta del tuo abbonamento presso {studio} è stata ricevuta il {receivedAt}. Fine del contratto richiesta: {endDate}. Il centro associa la disdetta al tuo contratto e ti conferma la data di fine. La conferma di ricezione è in allegato.',
    action: 'Vai al centro',
  },
  'nl-NL': {
    subject: 'Je opzegging is ontvangen: {studio}',
    intro:
      'De opzegging van je lidmaatschap bij {studio} is ontvangen op {receivedAt}. Gewenst einde contract: {endDate}. De studio koppelt de opzegging aan je contract en bevestigt je de einddatum. De ontvangstbevestiging zit in de bijlage.',
    action: 'Naar de studio',
  },
  'hu-HU': {
    subject: 'Felmondása beérkezett: {studio}',
    intro:
      'A(z) {studio} stúdióbeli tagságának felmondása beérkezett: {receivedAt}. Kért szerződésvég: {endDate}. A stúdió hozzárendeli a felmondást a szerződéséhez, és visszaigazolja a szerződés végét. A beérkezési igazolást mellékeltük.',
    action: 'Tovább a stúdióhoz',
  },
};

/**
 * The studio learns of a cancellation without login: {person}, {receivedAt}, {contract} (the matched contract, or that
 * none matched) and {endDate} are filled in; the request's details are in the attached PDF.
 */
export const contractCancellationForStudio: NoticeTexts = {
  'de-DE': {
    subject: 'Kündigung ohne Login: {person}',
    intro:
      'Am {receivedAt} ist eine Kündigung ohne Login von {person} eingegangen. Vertrag: {contract}. Vertragsende: {endDate}. Alle Angaben stehen im angehängten PDF.',
    action: 'Zum Studio',
  },
  'en-GB': {
    subject: 'Cancellation without login: {person}',
    intro:
      'A cancellation without login from {person} was received on {receivedAt}. Contract: {contract}. Contract end: {endDate}. All details are in the attached PDF.',
    action: 'Visit the studio',
  },
  'en-US': {
    subject: 'Cancellation without login: {person}',
    intro:
      'A cancellation without login from {person} was received on {receivedAt}. Contract: {contract}. Contract end: {endDate}. All details are in the attached PDF.',
    action: 'Visit the studio',
  },
  'es-ES': {
    subject: 'Baja sin inicio de sesión: {person}',
    intro:
      'El {receivedAt} se recibió una baja sin inicio de sesión de {person}. Contrato: {contract}. Fin del contrato: {endDate}. Todos los datos están en el PDF adjunto.',
    action: 'Ir al centro',
  },
  'fr-FR': {
    subject: 'Résiliation sans connexion : {person}',
    intro:
      'Une résiliation sans connexion de {person} a été reçue le {receivedAt}. Contrat : {contract}. Fin du contrat : {endDate}. Toutes les informations figurent dans le PDF joint.',
    action: 'Voir le studio',
  },
  'it-IT': {
    subject: 'Disdetta senza accesso: {person}',
    intro:
      'Il {receivedAt} è stata ricevuta una disdetta senza accesso da {person}. Contratto: {contract}. Fine del contratto: {endDate}. Tutti i dati sono nel PDF allegato.',
    action: 'Vai al centro',
  },
  'nl-NL': {
    subject: 'Opzegging zonder inloggen: {person}',
    intro:
      'Op {receivedAt} is een opzegging zonder inloggen van {person} ontvangen. Contract: {contract}. Einde contract: {endDate}. Alle gegevens staan in de bijgevoegde pdf.',
    action: 'Naar de studio',
  },
  'hu-HU': {
    subject: 'Felmondás bejelentkezés nélkül: {person}',
    intro:
      'Bejelentkezés nélküli felmondás érkezett {person} részéről: {receivedAt}. Szerződés: {contract}. A szerződés vége: {endDate}. Minden adat a mellékelt PDF-ben található.',
    action: 'Tovább a stúdióhoz',
  },
};
