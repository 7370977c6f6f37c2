import type { DemoText, NameAndDescription } from '../demo-text.ts';

/** Kraftwerk's offers, day tickets and vouchers (German the tenant's own language). */
export const KRAFTWERK_TEXTS = {
  classCard: {
    name: {
      de: 'Kurskarte',
      en: 'Class card',
      es: 'Bono de clases',
      fr: 'Carte de cours',
      it: 'Carnet lezioni',
      nl: 'Lessenkaart',
      hu: 'Órabérlet',
    },
    description: {
      de: 'Kurse und Events nach Lust und Laune, ohne Vertrag. Gültig in allen Kraftwerk-Studios.',
      en: 'Classes and events whenever you like, without a contract. Valid in every Kraftwerk studio.',
      es: 'Clases y eventos cuando quieras, sin contrato. Válido en todos los centros Kraftwerk.',
      fr: 'Cours et événements quand vous voulez, sans engagement. Valable dans tous les studios Kraftwerk.',
      it: 'Corsi ed eventi quando vuoi, senza contratto. Valido in tutti i centri Kraftwerk.',
      nl: 'Lessen en events wanneer je wilt, zonder contract. Geldig in alle Kraftwerk-studio’s.',
      hu: 'Órák és események kedved szerint, szerződés nélkül. Minden Kraftwerk stúdióban érvényes.',
    },
  },
  flexMonth: {
    name: {
      de: 'Flex-Monat',
      en: 'Flex month',
      es: 'Mes flexible',
      fr: 'Mois flexible',
      it: 'Mese flessibile',
      nl: 'Flexmaand',
      hu: 'Rugalmas hónap',
    },
    description: {
      de: 'Einen Monat lang alle Kurse ohne Limit, endet automatisch.',
      en: 'Every class for a month without limit; it ends by itself.',
      es: 'Todas las clases durante un mes, sin límite; termina automáticamente.',
      fr: 'Tous les cours pendant un mois, sans limite ; se termine automatiquement.',
      it: 'Tutti i corsi per un mese senza limiti; termina automaticamente.',
      nl: 'Een maand lang onbeperkt alle lessen; stopt vanzelf.',
      hu: 'Egy hónapig korlátlanul minden óra; magától lejár.',
    },
  },
  dayTicket: {
    name: {
      de: 'Tageskarte',
      en: 'Day ticket',
      es: 'Entrada de día',
      fr: 'Entrée journée',
      it: 'Ingresso giornaliero',
      nl: 'Dagkaart',
      hu: 'Napijegy',
    },
    description: {
      de: 'Ein Tag Training mit Geräten, Kursen und Sauna. Ermäßigt für Schüler, Studierende und Senioren.',
      en: 'A day of training with equipment, classes and sauna. Reduced for pupils, students and seniors.',
      es: 'Un día de entrenamiento con máquinas, clases y sauna. Reducida para escolares, estudiantes y mayores.',
      fr: 'Une journée d’entraînement avec machines, cours et sauna. Tarif réduit pour élèves, étudiants et seniors.',
      it: 'Una giornata di allenamento con attrezzi, corsi e sauna. Ridotto per scolari, studenti e over 65.',
      nl: 'Een dag trainen met toestellen, lessen en sauna. Met korting voor scholieren, studenten en senioren.',
      hu: 'Egynapos edzés gépekkel, órákkal és szaunával. Kedvezményes diákoknak, egyetemistáknak és nyugdíjasoknak.',
    },
  },
  giftVoucher: {
    name: {
      de: 'Wertgutschein',
      en: 'Gift voucher',
      es: 'Vale regalo',
      fr: 'Bon cadeau',
      it: 'Buono regalo',
      nl: 'Cadeaubon',
      hu: 'Ajándékutalvány',
    },
    description: {
      de: 'Das Geschenk für alle, die gern trainieren: einlösbar für Kurse, Tageskarten und Kurskarten.',
      en: 'The gift for everyone who loves to train: redeemable for classes, day tickets and class cards.',
      es: 'El regalo para quien disfruta entrenando: canjeable por clases, entradas de día y bonos de clases.',
      fr: 'Le cadeau idéal pour les sportifs : valable pour les cours, les entrées journée et les cartes de cours.',
      it: 'Il regalo per chi ama allenarsi: valido per corsi, ingressi giornalieri e carnet.',
      nl: 'Het cadeau voor iedereen die graag traint: in te wisselen voor lessen, dagkaarten en lessenkaarten.',
      hu: 'Ajándék mindenkinek, aki szeret edzeni: beváltható órákra, napijegyre és órabérletre.',
    },
  },
} satisfies Record<string, NameAndDescription>;

export const KRAFTWERK_VARIANTS = {
  fiveClasses: {
    de: '5er-Karte',
    en: '5-class card',
    es: 'Bono de 5 clases',
    fr: 'Carte 5 cours',
    it: 'Carnet da 5 lezioni',
    nl: '5-lessenkaart',
    hu: '5 alkalmas bérlet',
  },
  tenClasses: {
    de: '10er-Karte',
    en: '10-class card',
    es: 'Bono de 10 clases',
    fr: 'Carte 10 cours',
    it: 'Carnet da 10 lezioni',
    nl: '10-lessenkaart',
    hu: '10 alkalmas bérlet',
  },
  reducedDayTicket: {
    de: 'Tageskarte ermäßigt',
    en: 'Day ticket, reduced',
    es: 'Entrada de día reducida',
    fr: 'Entrée journée tarif réduit',
    it: 'Ingresso giornaliero ridotto',
    nl: 'Dagkaart met korting',
    hu: 'Kedvezményes napijegy',
  },
} satisfies Record<string, DemoText>;

export const euroVoucher = (value: number): DemoText => ({
  de: `Gutschein ${value} €`,
  en: `€${value} voucher`,
  es: `Vale de ${value} €`,
  fr: `Bon de ${value} €`,
  it: `Buono da ${value} €`,
  nl: `Cadeaubon van € ${value}`,
  hu: `${value} eurós utalvány`,
});

/** Alpenfit's (Swiss German). */
export const ALPENFIT_TEXTS = {
  classPass: {
    name: {
      de: 'Kurs-Abo',
      en: 'Class pass',
      es: 'Abono de clases',
      fr: 'Abonnement cours',
      it: 'Abbonamento corsi',
      nl: 'Lessenabonnement',
      hu: 'Órabérlet',
    },
    description: {
      de: 'Kurse und Events ohne Vertragsbindung.',
      en: 'Classes and events without a long-term contract.',
      es: 'Clases y eventos sin permanencia.',
      fr: 'Cours et événements sans engagement.',
      it: 'Corsi ed eventi senza vincolo contrattuale.',
      nl: 'Lessen en events zonder contractverplichting.',
      hu: 'Órák és események hűségidő nélkül.',
    },
  },
  flexMonth: {
    name: KRAFTWERK_TEXTS.flexMonth.name,
    description: {
      de: 'Ein Monat unbegrenzt Kurse besuchen.',
      en: 'A month of unlimited classes.',
      es: 'Un mes de clases ilimitadas.',
      fr: 'Un mois de cours illimités.',
      it: 'Un mese di corsi illimitati.',
      nl: 'Een maand onbeperkt lessen volgen.',
      hu: 'Egy hónap korlátlan óralátogatás.',
    },
  },
  dayPass: {
    name: {
      de: 'Tageseintritt',
      en: 'Day pass',
      es: 'Entrada de día',
      fr: 'Entrée journée',
      it: 'Ingresso giornaliero',
      nl: 'Dagentree',
      hu: 'Napi belépő',
    },
    description: {
      de: 'Ein Tag Training inklusive Kurse. Reduziert für Studierende und AHV-Rentner.',
      en: 'A day of training including classes. Reduced for students and pensioners.',
      es: 'Un día de entrenamiento con clases incluidas. Reducida para estudiantes y jubilados.',
      fr: 'Une journée d’entraînement, cours compris. Tarif réduit pour étudiants et retraités AVS.',
      it: 'Una giornata di allenamento, corsi inclusi. Ridotto per studenti e pensionati AVS.',
      nl: 'Een dag trainen inclusief lessen. Met korting voor studenten en gepensioneerden.',
      hu: 'Egynapos edzés órákkal együtt. Kedvezményes egyetemistáknak és nyugdíjasoknak.',
    },
  },
  giftVoucher: {
    name: {
      de: 'Geschenkgutschein',
      en: 'Gift voucher',
      es: 'Vale regalo',
      fr: 'Bon cadeau',
      it: 'Buono regalo',
      nl: 'Cadeaubon',
      hu: 'Ajándékutalvány',
    },
    description: {
      de: 'Einlösbar für alles, was Alpenfit online verkauft.',
      en: 'Redeemable for everything Alpenfit sells online.',
      es: 'Canjeable por todo lo que Alpenfit vende online.',
      fr: 'Valable pour tout ce qu’Alpenfit vend en ligne.',
      it: 'Valido per tutto ciò che Alpenfit vende online.',
      nl: 'In te wisselen voor alles wat Alpenfit online verkoopt.',
      hu: 'Bármire beváltható, amit az Alpenfit online értékesít.',
    },
  },
} satisfies Record<string, NameAndDescription>;

export const ALPENFIT_VARIANTS = {
  fiveClasses: {
    de: '5er-Abo',
    en: '5-class pass',
    es: 'Abono de 5 clases',
    fr: 'Abonnement 5 cours',
    it: 'Abbonamento 5 lezioni',
    nl: '5-lessenabonnement',
    hu: '5 alkalmas bérlet',
  },
  tenClasses: {
    de: '10er-Abo',
    en: '10-class pass',
    es: 'Abono de 10 clases',
    fr: 'Abonnement 10 cours',
    it: 'Abbonamento 10 lezioni',
    nl: '10-lessenabonnement',
    hu: '10 alkalmas bérlet',
  },
  reducedDayPass: {
    de: 'Tageseintritt reduziert',
    en: 'Day pass, reduced',
    es: 'Entrada de día reducida',
    fr: 'Entrée journée tarif réduit',
    it: 'Ingresso giornaliero ridotto',
    nl: 'Dagentree met korting',
    hu: 'Kedvezményes napi belépő',
  },
} satisfies Record<string, DemoText>;

export const francVoucher = (value: number): DemoText => ({
  de: `Gutschein CHF ${value}`,
  en: `CHF ${value} voucher`,
  es: `Vale de ${value} CHF`,
  fr: `Bon de ${value} CHF`,
  it: `Buono da ${value} CHF`,
  nl: `Cadeaubon van CHF ${value}`,
  hu: `${value} frankos utalvány`,
});

/** Lone Star's (American English). */
export const LONESTAR_TEXTS = {
  classPack: {
    name: {
      de: 'Kurspaket',
      en: 'Class pack',
      es: 'Paquete de clases',
      fr: 'Pack de cours',
      it: 'Pacchetto lezioni',
      nl: 'Lessenpakket',
      hu: 'Órabérlet-csomag',
    },
    description: {
      de: 'Kurse und Events, wann du willst, ohne Mitgliedschaft.',
      en: 'Classes and events when you want them, no membership needed.',
      es: 'Clases y eventos cuando quieras, sin necesidad de ser socio.',
      fr: 'Des cours et des événements quand vous voulez, sans abonnement.',
      it: 'Corsi ed eventi quando vuoi, senza abbonamento.',
      nl: 'Lessen en events wanneer je wilt, geen lidmaatschap nodig.',
      hu: 'Órák és események, amikor csak akarod, tagság nélkül.',
    },
  },
  flexMonth: {
    name: KRAFTWERK_TEXTS.flexMonth.name,
    description: {
      de: 'Ein Monat unbegrenzt Kurse, ohne automatische Verlängerung.',
      en: 'One month of unlimited classes, no auto-renewal.',
      es: 'Un mes de clases ilimitadas, sin renovación automática.',
      fr: 'Un mois de cours illimités, sans reconduction automatique.',
      it: 'Un mese di corsi illimitati, senza rinnovo automatico.',
      nl: 'Een maand onbeperkt lessen, zonder automatische verlenging.',
      hu: 'Egy hónap korlátlan óra, automatikus megújítás nélkül.',
    },
  },
  dayPass: {
    name: {
      de: 'Tagespass',
      en: 'Day pass',
      es: 'Pase de día',
      fr: 'Pass journée',
      it: 'Pass giornaliero',
      nl: 'Dagpas',
      hu: 'Napijegy',
    },
    description: {
      de: 'Ein ganzer Tag Trainingsfläche und Kurse. Ermäßigung für Studierende und Senioren mit Ausweis.',
      en: 'A full day of gym floor and classes. Student and senior rate with ID.',
      es: 'Un día completo de sala y clases. Tarifa para estudiantes y mayores con identificación.',
      fr: 'Une journée complète de salle et de cours. Tarif étudiant et senior sur justificatif.',
      it: 'Una giornata intera di sala e corsi. Tariffa studenti e over 65 con documento.',
      nl: 'Een hele dag fitnessvloer en lessen. Studenten- en seniorentarief met legitimatie.',
      hu: 'Egy teljes nap edzőterem és órák. Diák- és nyugdíjaskedvezmény igazolvánnyal.',
    },
  },
  giftCard: {
    name: {
      de: 'Geschenkkarte',
      en: 'Gift card',
      es: 'Tarjeta regalo',
      fr: 'Carte cadeau',
      it: 'Carta regalo',
      nl: 'Cadeaukaart',
      hu: 'Ajándékkártya',
    },
    description: {
      de: 'Ein gutes Training zum Verschenken: einlösbar für Kurse, Tagespässe und Kurspakete.',
      en: 'The gift of a good workout: good for classes, day passes and class packs.',
      es: 'Regala un buen entrenamiento: válida para clases, pases de día y paquetes de clases.',
      fr: 'Offrez une bonne séance : valable pour les cours, les pass journée et les packs de cours.',
      it: 'Regala un buon allenamento: valida per corsi, pass giornalieri e pacchetti lezioni.',
      nl: 'Geef een goede workout cadeau: te gebruiken voor lessen, dagpassen en lessenpakketten.',
      hu: 'Ajándékozz egy jó edzést: beváltható órákra, napijegyre és órabérlet-csomagra.',
    },
  },
} satisfies Record<string, NameAndDescription>;

export const LONESTAR_VARIANTS = {
  fiveClasses: {
    de: '5er-Paket',
    en: '5-class pack',
    es: 'Paquete de 5 clases',
    fr: 'Pack 5 cours',
    it: 'Pacchetto da 5 lezioni',
    nl: '5-lessenpakket',
    hu: '5 alkalmas csomag',
  },
  tenClasses: {
    de: '10er-Paket',
    en: '10-class pack',
    es: 'Paquete de 10 clases',
    fr: 'Pack 10 cours',
    it: 'Pacchetto da 10 lezioni',
    nl: '10-lessenpakket',
    hu: '10 alkalmas csomag',
  },
  reducedDayPass: {
    de: 'Tagespass (Studierende/Senioren)',
    en: 'Day pass (student/senior)',
    es: 'Pase de día (estudiantes/mayores)',
    fr: 'Pass journée (étudiants/seniors)',
    it: 'Pass giornaliero (studenti/over 65)',
    nl: 'Dagpas (studenten/senioren)',
    hu: 'Napijegy (diák/nyugdíjas)',
  },
} satisfies Record<string, DemoText>;

export const dollarGiftCard = (value: number): DemoText => ({
  de: `Geschenkkarte über ${value} $`,
  en: `$${value} gift card`,
  es: `Tarjeta regalo de ${value} $`,
  fr: `Carte cadeau de ${value} $`,
  it: `Carta regalo da ${value} $`,
  nl: `Cadeaukaart van $ ${value}`,
  hu: `${value} dolláros ajándékkártya`,
});

/** The contingents demo customers hold (the courses flat rate, a 10-class card and a personal-training card). */
export const CONTINGENT_NAMES = {
  classFlatRate: {
    de: 'Kurs-Flatrate',
    en: 'Class flat rate',
    es: 'Tarifa plana de clases',
    fr: 'Forfait cours illimités',
    it: 'Abbonamento corsi illimitati',
    nl: 'Onbeperkt lessen',
    hu: 'Korlátlan órabérlet',
  },
  tenClasses: {
    de: '10er-Karte Kurse',
    en: '10-class card',
    es: 'Bono de 10 clases',
    fr: 'Carte 10 cours',
    it: 'Carnet da 10 lezioni',
    nl: '10-lessenkaart',
    hu: '10 alkalmas órabérlet',
  },
  personalTraining: {
    de: '5er-Karte Personal Training',
    en: '5 personal training sessions',
    es: 'Bono de 5 sesiones de entrenamiento personal',
    fr: 'Carte 5 séances de coaching personnel',
    it: 'Carnet da 5 sedute di personal training',
    nl: '5 personal-trainingsessies',
    hu: '5 alkalmas személyiedzés-bérlet',
  },
} satisfies Record<string, DemoText>;
