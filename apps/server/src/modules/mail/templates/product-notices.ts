import type { NoticeTexts } from './template-text.ts';

/** A day ticket reserved to be paid at the desk: {ticket}, {day}, {studio} and {price} are filled in. */
export const dayTicketReserved: NoticeTexts = {
  'de-DE': {
    subject: 'Tageskarte reserviert: {day}',
    intro:
      'Ihre Tageskarte „{ticket}“ für {day} im {studio} ist reserviert. Bitte zahlen Sie {price} bei Ihrem Besuch an der Theke.',
    action: 'Studio ansehen',
  },
  'en-GB': {
    subject: 'Day ticket reserved: {day}',
    intro:
      'Your day ticket "{ticket}" for {day} at {studio} is reserved. Please pay {price} at the front desk when you arrive.',
    action: 'View the studio',
  },
  'en-US': {
    subject: 'Day pass reserved: {day}',
    intro:
      'Your day pass "{ticket}" for {day} at {studio} is reserved. Please pay {price} at the front desk when you arrive.',
    action: 'View the studio',
  },
  'es-ES': {
    subject: 'Entrada de día reservada: {day}',
    intro:
      'Tu entrada de día «{ticket}» para el {day} en {studio} está reservada. Paga {price} en recepción cuando llegues.',
    action: 'Ver el estudio',
  },
  'fr-FR': {
    subject: 'Entrée journée réservée : {day}',
    intro:
      'Votre entrée journée « {ticket} » pour le {day} à {studio} est réservée. Merci de régler {price} à l’accueil à votre arrivée.',
    action: 'Voir le studio',
  },
  'it-IT': {
    subject: 'Ingresso giornaliero prenotato: {day}',
    intro:
      'Il tuo ingresso giornaliero «{ticket}» per il {day} presso {studio} è prenotato. Paga {price} alla reception al tuo arrivo.',
    action: 'Vedi lo studio',
  },
  'nl-NL': {
    subject: 'Dagkaart gereserveerd: {day}',
    intro:
      'Je dagkaart "{ticket}" voor {day} in {studio} is gereserveerd. Betaal {price} bij de receptie wanneer je langskomt.',
    action: 'Studio bekijken',
  },
  'hu-HU': {
    subject: 'Napijegy lefoglalva: {day}',
    intro:
      'A(z) „{ticket}” napijegyét lefoglaltuk {day} napra itt: {studio}. Kérjük, fizessen {price} összeget a recepción érkezéskor.',
    action: 'Stúdió megtekintése',
  },
};

/** Bought vouchers, each attached as a PDF: {count}, {codes} and {studio} are filled in. */
export const vouchersPurchased: NoticeTexts = {
  'de-DE': {
    subject: 'Ihre Gutscheine vom {studio}',
    intro:
      'Vielen Dank für Ihren Kauf! Im Anhang finden Sie {count} Gutschein(e) als PDF zum Ausdrucken oder Verschenken. Code(s): {codes}. Einlösen können Sie sie beim Bezahlen im Portal.',
    action: 'Gutscheine ansehen',
  },
  'en-GB': {
    subject: 'Your vouchers from {studio}',
    intro:
      'Thank you for your purchase! {count} voucher(s) are attached as PDF, ready to print or give away. Code(s): {codes}. Redeem them when paying in the portal.',
    action: 'View vouchers',
  },
  'en-US': {
    subject: 'Your gift cards from {studio}',
    intro:
      'Thank you for your purchase! {count} gift card(s) are attached as PDF, ready to print or give away. Code(s): {codes}. Redeem them at checkout in the portal.',
    action: 'View gift cards',
  },
  'es-ES': {
    subject: 'Tus vales de {studio}',
    intro:
      '¡Gracias por tu compra! Adjuntamos {count} vale(s) en PDF para imprimir o regalar. Código(s): {codes}. Canjéalos al pagar en el portal.',
    action: 'Ver vales',
  },
  'fr-FR': {
    subject: 'Vos bons d’achat de {studio}',
    intro:
      'Merci pour votre achat ! Vous trouverez {count} bon(s) d’achat en PDF en pièce jointe, à imprimer ou à offrir. Code(s) : {codes}. Utilisez-les lors du paiement sur le portail.',
    action: 'Voir les bons',
  },
  'it-IT': {
    subject: 'I tuoi buoni di {studio}',
    intro:
      'Grazie per il tuo acquisto! In allegato trovi {count} buono/i in PDF da stampare o regalare. Codice/i: {codes}. Riscattali al momento del pagamento nel portale.',
    action: 'Vedi i buoni',
  },
  'nl-NL': {
    subject: 'Je cadeaubonnen van {studio}',
    intro:
      'Bedankt voor je aankoop! In de bijlage vind je {count} cadeaubon(nen) als pdf om te printen of weg te geven. Code(s): {codes}. Verzilver ze bij het afrekenen in het portaal.',
    action: 'Cadeaubonnen bekijken',
  },
  'hu-HU': {
    subject: 'Az Ön utalványai: {studio}',
    intro:
      'Köszönjük a vásárlást! Mellékelten {count} utalványt küldünk PDF-ben, kinyomtatáshoz vagy ajándékozáshoz. Kód(ok): {codes}. A portálon fizetéskor válthatja be őket.',
    action: 'Utalványok megtekintése',
  },
};
