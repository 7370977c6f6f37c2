import { type NameAndDescription, sameInAll } from '../demo-text.ts';

/** The studio events' names and descriptions in every UI language. */
export const OPEN_HOUSE: NameAndDescription = {
  name: {
    de: 'Tag der offenen Tür',
    en: 'Open House Day',
    es: 'Jornada de puertas abiertas',
    fr: 'Journée portes ouvertes',
    it: 'Giornata a porte aperte',
    nl: 'Open dag',
    hu: 'Nyílt nap',
  },
  description: {
    de: 'Schnuppertraining, Mini-Kurse zum Mitmachen, Körperanalyse und Smoothies: Bring Freunde und Familie mit.',
    en: 'Taster workouts, mini classes to join, body analysis and smoothies: bring your friends and family.',
    es: 'Entrenamientos de prueba, miniclases, análisis corporal y batidos: trae a tus amigos y a tu familia.',
    fr: 'Séances découverte, mini-cours, analyse corporelle et smoothies : venez avec vos amis et votre famille.',
    it: 'Allenamenti di prova, mini lezioni, analisi corporea e frullati: porta amici e famiglia.',
    nl: 'Proeftrainingen, minilessen, lichaamsanalyse en smoothies: neem je vrienden en familie mee.',
    hu: 'Kóstolóedzések, mini órák, testösszetétel-mérés és smoothie-k: hozd el a barátaidat és a családodat!',
  },
};

export const MOBILITY_WORKSHOP: NameAndDescription = {
  name: {
    de: 'Mobility-Workshop',
    en: 'Mobility Workshop',
    es: 'Taller de movilidad',
    fr: 'Atelier mobilité',
    it: 'Workshop di mobilità',
    nl: 'Mobiliteitsworkshop',
    hu: 'Mobilitás workshop',
  },
  description: {
    de: 'Zwei Stunden Praxis für bewegliche Hüften, Schultern und Wirbelsäule, mit Übungsplan für zu Hause.',
    en: 'Two hours of hands-on work for mobile hips, shoulders and spine, with a plan to take home.',
    es: 'Dos horas de práctica para unas caderas, hombros y columna más móviles, con un plan para casa.',
    fr: 'Deux heures de pratique pour des hanches, des épaules et un dos plus mobiles, avec un programme à emporter.',
    it: 'Due ore di pratica per anche, spalle e colonna più mobili, con un piano da portare a casa.',
    nl: 'Twee uur oefenen voor soepele heupen, schouders en wervelkolom, met een schema voor thuis.',
    hu: 'Két óra gyakorlás a mozgékony csípőért, vállért és gerincért, otthoni gyakorlattervvel.',
  },
};

export const RUN_CLUB: NameAndDescription = {
  name: sameInAll('After-Work Run Club'),
  description: {
    de: 'Gemeinsamer 5-km-Lauf in zwei Tempogruppen, danach Stretching und Getränke an der Bar.',
    en: 'A 5 km group run in two pace groups, then stretching and drinks at the bar.',
    es: 'Carrera en grupo de 5 km a dos ritmos; después, estiramientos y bebidas en la barra.',
    fr: 'Une course de 5 km en groupe, à deux allures, puis étirements et boissons au bar.',
    it: 'Corsa di gruppo di 5 km in due gruppi di ritmo, poi stretching e drink al bar.',
    nl: 'Een groepsloop van 5 km in twee tempogroepen, daarna stretchen en een drankje aan de bar.',
    hu: '5 km-es közös futás két tempócsoportban, utána nyújtás és italok a bárban.',
  },
};

export const KETTLEBELL_MASTERCLASS: NameAndDescription = {
  name: {
    de: 'Kettlebell-Masterclass',
    en: 'Kettlebell Masterclass',
    es: 'Masterclass de kettlebell',
    fr: 'Masterclass kettlebell',
    it: 'Masterclass di kettlebell',
    nl: 'Kettlebell-masterclass',
    hu: 'Kettlebell mesterkurzus',
  },
  description: {
    de: 'Swing, Clean und Snatch mit Technik-Feedback in kleiner Gruppe. Ausgebucht: Trag dich auf die Warteliste ein.',
    en: 'Swing, clean and snatch with technique feedback in a small group. Fully booked: join the waiting list.',
    es: 'Swing, clean y snatch con correcciones técnicas en grupo reducido. Completo: apúntate a la lista de espera.',
    fr: 'Swing, clean et snatch avec corrections techniques en petit groupe. Complet : inscrivez-vous sur la liste d’attente.',
    it: 'Swing, clean e snatch con correzioni tecniche in piccolo gruppo. Tutto esaurito: iscriviti alla lista d’attesa.',
    nl: 'Swing, clean en snatch met feedback op je techniek in een kleine groep. Volgeboekt: zet je op de wachtlijst.',
    hu: 'Swing, clean és snatch technikai visszajelzéssel, kis csoportban. Betelt: iratkozz fel a várólistára!',
  },
};
