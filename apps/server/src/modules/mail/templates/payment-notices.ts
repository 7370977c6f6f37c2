import type { NoticeTexts } from './template-text.ts';

/** A refund of a payment: {amount}, {description}, {studio} and {method} are filled in; the receipt is attached. */
export const paymentRefunded: NoticeTexts = {
  'de-DE': {
    subject: 'Erstattung über {amount}: {description}',
    intro:
      'Wir erstatten Ihnen {amount} für „{description}“ bei {studio} auf Ihr Zahlungsmittel ({method}). Bis das Geld bei Ihnen ankommt, kann es einige Tage dauern. Den aktualisierten Beleg finden Sie im Anhang.',
    action: 'Meine Zahlungen ansehen',
  },
  'en-GB': {
    subject: 'Refund of {amount}: {description}',
    intro:
      'We are refunding {amount} for "{description}" at {studio} to your {method}. It can take a few days to reach you. The updated receipt is attached.',
    action: 'View my payments',
  },
  'en-US': {
    subject: 'Refund of {amount}: {description}',
    intro:
      'We are refunding {amount} for "{description}" at {studio} to your {method}. It can take a few days to reach you. The updated receipt is attached.',
    action: 'View my payments',
  },
  'es-ES': {
    subject: 'Reembolso de {amount}: {description}',
    intro:
      'Te reembolsamos {amount} por «{description}» en {studio} en tu medio de pago ({method}). Puede tardar unos días en llegarte. Adjuntamos el recibo actualizado.',
    action: 'Ver mis pagos',
  },
  'fr-FR': {
    subject: 'Remboursement de {amount} : {description}',
    intro:
      'Nous vous remboursons {amount} pour « {description} » chez {studio} sur votre moyen de paiement ({method}). Le montant peut mettre quelques jours à vous parvenir. Le reçu mis à jour est en pièce jointe.',
    action: 'Voir mes paiements',
  },
  'it-IT': {
    subject: 'Rimborso di {amount}: {description}',
    intro:
      'Ti rimborsiamo {amount} per «{description}» presso {studio} sul tuo metodo di pagamento ({method}). Possono servire alcuni giorni perché l’importo ti arrivi. In allegato trovi la ricevuta aggiornata.',
    action: 'Vedi i miei pagamenti',
  },
  'nl-NL': {
    subject: 'Terugbetaling van {amount}: {description}',
    intro:
      'We betalen je {amount} terug voor "{description}" bij {studio} op je betaalmiddel ({method}). Het kan een paar dagen duren voordat het bedrag bij je is. De bijgewerkte bon zit in de bijlage.',
    action: 'Mijn betalingen bekijken',
  },
  'hu-HU': {
    subject: 'Visszatérítés ({amount}): {description}',
    intro:
      '{amount} összeget térítünk vissza a fizetési eszközére ({method}) ezért: „{description}”, {studio}. Néhány napig tarthat, amíg megérkezik. A frissített nyugtát mellékeltük.',
    action: 'Fizetéseim megtekintése',
  },
};
