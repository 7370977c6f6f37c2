import type { DemoText, NameAndDescription } from '../demo-text.ts';

/** Why the demo studios close for a morning next week. */
export const SAUNA_MAINTENANCE: DemoText = {
  de: 'Wartung des Saunabereichs',
  en: 'Maintenance of the sauna area',
  es: 'Mantenimiento de la zona de sauna',
  fr: 'Entretien de l’espace sauna',
  it: 'Manutenzione dell’area sauna',
  nl: 'Onderhoud van de saunaruimte',
  hu: 'A szaunarészleg karbantartása',
};

/** The footer's contact link of the German-speaking brands and of Lone Star. */
export const CONTACT_LINK: DemoText = {
  de: 'Kontakt',
  en: 'Contact',
  es: 'Contacto',
  fr: 'Contact',
  it: 'Contatti',
  nl: 'Contact',
  hu: 'Kapcsolat',
};

export const CONTACT_US_LINK: DemoText = {
  de: 'Kontakt',
  en: 'Contact us',
  es: 'Contáctanos',
  fr: 'Nous contacter',
  it: 'Contattaci',
  nl: 'Neem contact op',
  hu: 'Kapcsolat',
};

const KRAFTWERK_ADDRESS = '<p><strong>Kraftwerk Fitness GmbH</strong><br>Torstraße 112<br>10119 Berlin</p>';
const KRAFTWERK_REGISTER = 'Amtsgericht Charlottenburg, HRB 204511 B';
const KRAFTWERK_VAT = 'DE 318 442 907';

/** Kraftwerk's legal notice: the address stays as it is, the labels speak the reader's language. */
export const KRAFTWERK_IMPRINT: DemoText = {
  de: `${KRAFTWERK_ADDRESS}<p>Geschäftsführerin: Jana Albrecht<br>${KRAFTWERK_REGISTER}<br>USt-IdNr.: ${KRAFTWERK_VAT}</p>`,
  en: `${KRAFTWERK_ADDRESS}<p>Managing director: Jana Albrecht<br>Register court: ${KRAFTWERK_REGISTER}<br>VAT ID: ${KRAFTWERK_VAT}</p>`,
  es: `${KRAFTWERK_ADDRESS}<p>Directora general: Jana Albrecht<br>Registro mercantil: ${KRAFTWERK_REGISTER}<br>NIF-IVA: ${KRAFTWERK_VAT}</p>`,
  fr: `${KRAFTWERK_ADDRESS}<p>Gérante : Jana Albrecht<br>Registre du commerce : ${KRAFTWERK_REGISTER}<br>N° TVA : ${KRAFTWERK_VAT}</p>`,
  it: `${KRAFTWERK_ADDRESS}<p>Amministratrice: Jana Albrecht<br>Registro delle imprese: ${KRAFTWERK_REGISTER}<br>Partita IVA: ${KRAFTWERK_VAT}</p>`,
  nl: `${KRAFTWERK_ADDRESS}<p>Directeur: Jana Albrecht<br>Handelsregister: ${KRAFTWERK_REGISTER}<br>Btw-nummer: ${KRAFTWERK_VAT}</p>`,
  hu: `${KRAFTWERK_ADDRESS}<p>Ügyvezető: Jana Albrecht<br>Cégbíróság: ${KRAFTWERK_REGISTER}<br>Közösségi adószám: ${KRAFTWERK_VAT}</p>`,
};

const ALPENFIT_ADDRESS = '<p><strong>Alpenfit AG</strong><br>Hardstrasse 219<br>8005 Zürich</p>';
const ALPENFIT_UID = 'CHE-412.338.901';

export const ALPENFIT_IMPRINT: DemoText = {
  de: `${ALPENFIT_ADDRESS}<p>Handelsregister des Kantons Zürich, ${ALPENFIT_UID}<br>MWST-Nr.: ${ALPENFIT_UID} MWST</p>`,
  en: `${ALPENFIT_ADDRESS}<p>Commercial register of the Canton of Zurich, ${ALPENFIT_UID}<br>VAT no.: ${ALPENFIT_UID} VAT</p>`,
  es: `${ALPENFIT_ADDRESS}<p>Registro mercantil del cantón de Zúrich, ${ALPENFIT_UID}<br>N.º de IVA: ${ALPENFIT_UID} IVA</p>`,
  fr: `${ALPENFIT_ADDRESS}<p>Registre du commerce du canton de Zurich, ${ALPENFIT_UID}<br>N° TVA : ${ALPENFIT_UID} TVA</p>`,
  it: `${ALPENFIT_ADDRESS}<p>Registro di commercio del Cantone di Zurigo, ${ALPENFIT_UID}<br>N. IVA: ${ALPENFIT_UID} IVA</p>`,
  nl: `${ALPENFIT_ADDRESS}<p>Handelsregister van het kanton Zürich, ${ALPENFIT_UID}<br>Btw-nummer: ${ALPENFIT_UID} btw</p>`,
  hu: `${ALPENFIT_ADDRESS}<p>Zürich kanton cégjegyzéke, ${ALPENFIT_UID}<br>Adószám: ${ALPENFIT_UID} áfa</p>`,
};

/** The three areas of every studio that share its capacity. */
export const TRAINING_SECTIONS: NameAndDescription[] = [
  {
    name: {
      de: 'Freihantelbereich',
      en: 'Free weights',
      es: 'Peso libre',
      fr: 'Poids libres',
      it: 'Pesi liberi',
      nl: 'Vrije gewichten',
      hu: 'Szabadsúlyok',
    },
    description: {
      de: 'Hantelbänke, Racks und Kurzhanteln bis 50 kg.',
      en: 'Benches, racks and dumbbells up to 50 kg.',
      es: 'Bancos, racks y mancuernas de hasta 50 kg.',
      fr: 'Bancs, racks et haltères jusqu’à 50 kg.',
      it: 'Panche, rack e manubri fino a 50 kg.',
      nl: 'Banken, rekken en dumbbells tot 50 kg.',
      hu: 'Padok, állványok és kézisúlyzók 50 kg-ig.',
    },
  },
  {
    name: {
      de: 'Cardiobereich',
      en: 'Cardio area',
      es: 'Zona de cardio',
      fr: 'Espace cardio',
      it: 'Area cardio',
      nl: 'Cardiozone',
      hu: 'Kardióterület',
    },
    description: {
      de: 'Laufbänder, Crosstrainer, Rad- und Rudergeräte.',
      en: 'Treadmills, cross trainers, bikes and rowers.',
      es: 'Cintas de correr, elípticas, bicicletas y remos.',
      fr: 'Tapis de course, vélos elliptiques, vélos et rameurs.',
      it: 'Tapis roulant, ellittiche, cyclette e vogatori.',
      nl: 'Loopbanden, crosstrainers, fietsen en roeitoestellen.',
      hu: 'Futópadok, elliptikus trénerek, szobabiciklik és evezőgépek.',
    },
  },
  {
    name: {
      de: 'Kursraum',
      en: 'Studio room',
      es: 'Sala de clases',
      fr: 'Salle de cours',
      it: 'Sala corsi',
      nl: 'Lesruimte',
      hu: 'Csoportos terem',
    },
    description: {
      de: 'Für Kurse und freies Training außerhalb der Kurszeiten.',
      en: 'For courses, and open training outside course times.',
      es: 'Para clases y entrenamiento libre fuera del horario de clases.',
      fr: 'Pour les cours, et l’entraînement libre en dehors des horaires de cours.',
      it: 'Per i corsi e l’allenamento libero fuori dagli orari dei corsi.',
      nl: 'Voor lessen, en vrij trainen buiten de lestijden.',
      hu: 'Órákra, és órákon kívül szabad edzésre.',
    },
  },
];

/** The studios' extra menu links. */
export const MENU_LINK_TITLES = {
  app: {
    de: 'Unsere App',
    en: 'Our app',
    es: 'Nuestra app',
    fr: 'Notre appli',
    it: 'La nostra app',
    nl: 'Onze app',
    hu: 'Alkalmazásunk',
  },
  careers: {
    de: 'Karriere',
    en: 'Careers',
    es: 'Empleo',
    fr: 'Carrières',
    it: 'Lavora con noi',
    nl: 'Vacatures',
    hu: 'Karrier',
  },
} satisfies Record<string, DemoText>;

/** The shortcuts of the member dashboard. */
export const DASHBOARD_LINK_TITLES = {
  bookCourse: {
    de: 'Kurs buchen',
    en: 'Book a course',
    es: 'Reservar una clase',
    fr: 'Réserver un cours',
    it: 'Prenota un corso',
    nl: 'Les boeken',
    hu: 'Órafoglalás',
  },
  checkinHistory: {
    de: 'Check-in-Verlauf',
    en: 'Check-in history',
    es: 'Historial de accesos',
    fr: 'Historique des entrées',
    it: 'Storico degli ingressi',
    nl: 'Check-ingeschiedenis',
    hu: 'Belépési előzmények',
  },
  trainingPlan: {
    de: 'Trainingsplan anfragen',
    en: 'Ask for a training plan',
    es: 'Solicitar un plan de entrenamiento',
    fr: 'Demander un programme d’entraînement',
    it: 'Richiedi un piano di allenamento',
    nl: 'Trainingsschema aanvragen',
    hu: 'Edzésterv kérése',
  },
} satisfies Record<string, DemoText>;
