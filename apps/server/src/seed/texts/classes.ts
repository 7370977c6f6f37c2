import { type NameAndDescription, sameInAll } from '../demo-text.ts';

export const VINYASA_FLOW: NameAndDescription = {
  name: sameInAll('Vinyasa Flow'),
  description: {
    de: 'Fließende Yoga-Sequenzen im Rhythmus des Atems, für alle Level.',
    en: 'Flowing yoga sequences in the rhythm of the breath, for every level.',
    es: 'Secuencias de yoga fluidas al ritmo de la respiración, para todos los niveles.',
    fr: 'Des enchaînements de yoga fluides au rythme de la respiration, pour tous les niveaux.',
    it: 'Sequenze di yoga fluide al ritmo del respiro, per tutti i livelli.',
    nl: 'Vloeiende yogareeksen op het ritme van de ademhaling, voor elk niveau.',
    hu: 'Légzés ritmusára áramló jógasorozatok, minden szinten.',
  },
};

export const INDOOR_CYCLING: NameAndDescription = {
  name: sameInAll('Indoor Cycling'),
  description: {
    de: 'Intervalle auf dem Bike zu motivierender Musik. Handtuch und Wasser nicht vergessen.',
    en: 'Intervals on the bike to driving music. Bring a towel and water.',
    es: 'Intervalos en la bici con música motivadora. Trae toalla y agua.',
    fr: 'Des intervalles sur le vélo sur une musique entraînante. Pensez à la serviette et à l’eau.',
    it: 'Intervalli in bici con musica coinvolgente. Porta asciugamano e acqua.',
    nl: 'Intervallen op de fiets op opzwepende muziek. Neem een handdoek en water mee.',
    hu: 'Intervallok a bringán pörgős zenére. Hozz törölközőt és vizet!',
  },
};

export const HIIT_45: NameAndDescription = {
  name: sameInAll('HIIT 45'),
  description: {
    de: 'Hochintensives Intervalltraining mit dem eigenen Körpergewicht und Kettlebells.',
    en: 'High-intensity interval training with body weight and kettlebells.',
    es: 'Entrenamiento interválico de alta intensidad con el propio peso corporal y kettlebells.',
    fr: 'Entraînement fractionné de haute intensité au poids du corps et aux kettlebells.',
    it: 'Allenamento a intervalli ad alta intensità a corpo libero e con kettlebell.',
    nl: 'Intensieve intervaltraining met je eigen lichaamsgewicht en kettlebells.',
    hu: 'Nagy intenzitású intervallumedzés saját testsúllyal és kettlebellel.',
  },
};

export const PILATES_MAT: NameAndDescription = {
  name: sameInAll('Pilates Mat'),
  description: {
    de: 'Kräftigt die Tiefenmuskulatur und verbessert die Haltung.',
    en: 'Strengthens the deep core muscles and improves posture.',
    es: 'Fortalece la musculatura profunda y mejora la postura.',
    fr: 'Renforce les muscles profonds et améliore la posture.',
    it: 'Rafforza la muscolatura profonda e migliora la postura.',
    nl: 'Versterkt de diepe spieren en verbetert je houding.',
    hu: 'Erősíti a mélyizmokat és javítja a testtartást.',
  },
};

export const BARBELL_BASICS: NameAndDescription = {
  name: {
    de: 'Langhantel Basics',
    en: 'Barbell Basics',
    es: 'Barra: lo básico',
    fr: 'Les bases de la barre',
    it: 'Basi del bilanciere',
    nl: 'Halterstang voor beginners',
    hu: 'Rúdgyakorlatok alapjai',
  },
  description: {
    de: 'Kniebeuge, Kreuzheben und Bankdrücken sauber lernen, in kleiner Gruppe.',
    en: 'Learn the squat, deadlift and bench press properly, in a small group.',
    es: 'Aprende bien la sentadilla, el peso muerto y el press de banca, en grupo reducido.',
    fr: 'Apprendre correctement le squat, le soulevé de terre et le développé couché, en petit groupe.',
    it: 'Impara bene squat, stacco da terra e panca piana, in piccolo gruppo.',
    nl: 'Leer de squat, deadlift en het bankdrukken goed uitvoeren, in een kleine groep.',
    hu: 'Guggolás, felhúzás és fekvenyomás helyes technikával, kis csoportban.',
  },
};

export const YIN_YOGA: NameAndDescription = {
  name: sameInAll('Yin Yoga'),
  description: {
    de: 'Ruhige, lange gehaltene Positionen zum Abschalten am Wochenende.',
    en: 'Quiet, long-held poses to unwind at the weekend.',
    es: 'Posturas tranquilas y mantenidas para desconectar el fin de semana.',
    fr: 'Des postures calmes, tenues longtemps, pour décompresser le week-end.',
    it: 'Posizioni tranquille e mantenute a lungo per staccare nel fine settimana.',
    nl: 'Rustige, lang aangehouden houdingen om in het weekend tot rust te komen.',
    hu: 'Nyugodt, hosszan kitartott pózok a hétvégi kikapcsolódáshoz.',
  },
};

export const MOBILITY_STREAM: NameAndDescription = {
  name: {
    de: 'Mobility Live-Stream',
    en: 'Mobility Live Stream',
    es: 'Movilidad en directo',
    fr: 'Mobilité en direct',
    it: 'Mobilità in diretta',
    nl: 'Mobility-livestream',
    hu: 'Mobilitás élőben',
  },
  description: {
    de: 'Mobilisation für Rücken, Hüfte und Schultern zum Mitmachen von zu Hause. Eine Matte genügt.',
    en: 'Mobility for back, hips and shoulders to join from home. A mat is all you need.',
    es: 'Movilidad para espalda, caderas y hombros desde casa. Solo necesitas una esterilla.',
    fr: 'De la mobilité pour le dos, les hanches et les épaules, à suivre depuis chez vous. Un tapis suffit.',
    it: 'Mobilità per schiena, anche e spalle da seguire da casa. Basta un tappetino.',
    nl: 'Mobiliteit voor rug, heupen en schouders om thuis mee te doen. Een mat is genoeg.',
    hu: 'Mobilizálás hátra, csípőre és vállra otthonról. Csak egy matracra van szükség.',
  },
};

export const DROP_IN_BOOTCAMP: NameAndDescription = {
  name: sameInAll('Drop-in Bootcamp'),
  description: {
    de: 'Ganzkörpertraining in der Gruppe, ohne Mitgliedschaft: Platz online kaufen und mittrainieren.',
    en: 'A full-body group workout without a membership: buy your place online and join in.',
    es: 'Entrenamiento de cuerpo completo en grupo, sin ser socio: compra tu plaza online y únete.',
    fr: 'Un entraînement complet en groupe, sans abonnement : achetez votre place en ligne et rejoignez-nous.',
    it: 'Allenamento total body in gruppo, senza abbonamento: acquista il tuo posto online e unisciti a noi.',
    nl: 'Een full-body groepstraining zonder lidmaatschap: koop je plek online en train mee.',
    hu: 'Teljes testes csoportos edzés tagság nélkül: vedd meg a helyed online, és csatlakozz!',
  },
};

export const TRIAL_WORKOUT: NameAndDescription = {
  name: {
    de: 'Probetraining',
    en: 'Trial workout',
    es: 'Entrenamiento de prueba',
    fr: 'Séance d’essai',
    it: 'Allenamento di prova',
    nl: 'Proeftraining',
    hu: 'Próbaedzés',
  },
  description: {
    de: 'Lernen Sie uns kennen: eine Stunde Training mit einem Coach, der Ihnen Geräte und Kurse zeigt. Kostenlos.',
    en: 'Get to know us: an hour with a coach who shows you the equipment and the classes. Free of charge.',
    es: 'Conócenos: una hora con un entrenador que te enseña las máquinas y las clases. Gratis.',
    fr: 'Faites connaissance : une heure avec un coach qui vous présente les équipements et les cours. Gratuit.',
    it: 'Scopri il centro: un’ora con un coach che ti mostra attrezzi e corsi. Gratuito.',
    nl: 'Maak kennis met ons: een uur met een coach die je de toestellen en lessen laat zien. Gratis.',
    hu: 'Ismerj meg minket: egy óra egy edzővel, aki bemutatja a gépeket és az órákat. Ingyenes.',
  },
};
