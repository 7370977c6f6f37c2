import type { NameAndDescription } from '../demo-text.ts';

/** The single appointments' names and descriptions in every UI language. */
export const PERSONAL_TRAINING_TEXTS: NameAndDescription = {
  name: {
    de: 'Personal Training',
    en: 'Personal Training',
    es: 'Entrenamiento personal',
    fr: 'Coaching personnel',
    it: 'Personal training',
    nl: 'Personal training',
    hu: 'Személyi edzés',
  },
  description: {
    de: 'Eine Stunde nur für dich: Trainingsplan, Technik und Motivation mit deinem Coach.',
    en: 'An hour just for you: training plan, technique and motivation with your coach.',
    es: 'Una hora solo para ti: plan de entrenamiento, técnica y motivación con tu entrenador.',
    fr: 'Une heure rien que pour vous : programme, technique et motivation avec votre coach.',
    it: 'Un’ora tutta per te: piano di allenamento, tecnica e motivazione con il tuo coach.',
    nl: 'Een uur alleen voor jou: trainingsschema, techniek en motivatie met je coach.',
    hu: 'Egy óra csak neked: edzésterv, technika és motiváció az edződdel.',
  },
};

export const BODY_ANALYSIS_TEXTS: NameAndDescription = {
  name: {
    de: 'Körperanalyse',
    en: 'Body analysis',
    es: 'Análisis corporal',
    fr: 'Analyse corporelle',
    it: 'Analisi corporea',
    nl: 'Lichaamsanalyse',
    hu: 'Testösszetétel-mérés',
  },
  description: {
    de: 'Messung von Muskelmasse, Körperfett und Wasseranteil mit Auswertung und Tipps.',
    en: 'Measurement of muscle mass, body fat and water with an explanation and tips.',
    es: 'Medición de masa muscular, grasa corporal y agua, con explicación y consejos.',
    fr: 'Mesure de la masse musculaire, de la masse grasse et de l’eau, avec explications et conseils.',
    it: 'Misurazione di massa muscolare, grasso corporeo e acqua, con spiegazione e consigli.',
    nl: 'Meting van spiermassa, lichaamsvet en vocht, met uitleg en tips.',
    hu: 'Izomtömeg, testzsír és víztartalom mérése kiértékeléssel és tanácsokkal.',
  },
};

export const BACK_CHECK_TEXTS: NameAndDescription = {
  name: {
    de: 'Rücken-Check',
    en: 'Back check',
    es: 'Revisión de espalda',
    fr: 'Bilan du dos',
    it: 'Check-up della schiena',
    nl: 'Rugcheck',
    hu: 'Hátvizsgálat',
  },
  description: {
    de: 'Funktionstest der Wirbelsäule mit dem Physiotherapeuten und ein Übungsplan für zu Hause.',
    en: 'A functional test of the spine with the physiotherapist and an exercise plan for home.',
    es: 'Prueba funcional de la columna con el fisioterapeuta y un plan de ejercicios para casa.',
    fr: 'Un test fonctionnel de la colonne avec le kinésithérapeute et un programme d’exercices à faire chez soi.',
    it: 'Test funzionale della colonna con il fisioterapista e un piano di esercizi per casa.',
    nl: 'Een functietest van de wervelkolom met de fysiotherapeut en een oefenschema voor thuis.',
    hu: 'A gerinc funkcionális vizsgálata gyógytornásszal, otthoni gyakorlattervvel.',
  },
};
