import type { EmployeeTexts } from '../../modules/employees/schema.ts';
import type { DemoLanguage } from '../demo-text.ts';

/** An employee's role, biography and specialties in every UI language. */
export type StaffTexts = Record<DemoLanguage, EmployeeTexts>;

export const MANAGER_TEXTS: StaffTexts = {
  de: {
    role: 'Studioleitung',
    bio: 'Leitet das Studio seit der Eröffnung und kümmert sich um Mitglieder, Team und Trainingsfläche.',
    specialties: ['Trainingsplanung', 'Ernährungsberatung'],
  },
  en: {
    role: 'Studio manager',
    bio: 'Has run the studio since it opened and looks after members, team and gym floor.',
    specialties: ['Training plans', 'Nutrition advice'],
  },
  es: {
    role: 'Dirección del centro',
    bio: 'Dirige el centro desde su apertura y se ocupa de los socios, el equipo y la sala.',
    specialties: ['Planes de entrenamiento', 'Asesoramiento nutricional'],
  },
  fr: {
    role: 'Direction du studio',
    bio: 'Dirige le studio depuis son ouverture et prend soin des membres, de l’équipe et de la salle.',
    specialties: ['Programmes d’entraînement', 'Conseils en nutrition'],
  },
  it: {
    role: 'Responsabile del centro',
    bio: 'Guida il centro dall’apertura e si occupa di iscritti, team e sala attrezzi.',
    specialties: ['Piani di allenamento', 'Consulenza alimentare'],
  },
  nl: {
    role: 'Studiomanager',
    bio: 'Leidt de studio sinds de opening en zorgt voor leden, team en trainingsvloer.',
    specialties: ['Trainingsschema’s', 'Voedingsadvies'],
  },
  hu: {
    role: 'Stúdióvezető',
    bio: 'A nyitás óta vezeti a stúdiót, és gondoskodik a tagokról, a csapatról és az edzőteremről.',
    specialties: ['Edzéstervezés', 'Táplálkozási tanácsadás'],
  },
};

export const STRENGTH_COACH_TEXTS: StaffTexts = {
  de: {
    role: 'Trainer Kraft & Athletik',
    bio: 'Ehemaliger Leichtathlet mit Trainer-A-Lizenz. Bringt Einsteigern die Grundübungen sauber bei.',
    specialties: ['Langhanteltraining', 'Athletiktraining', 'Mobility'],
  },
  en: {
    role: 'Strength & conditioning coach',
    bio: 'Former track athlete with an A-level coaching licence. Teaches beginners the basic lifts properly.',
    specialties: ['Barbell training', 'Athletic training', 'Mobility'],
  },
  es: {
    role: 'Entrenador de fuerza y acondicionamiento',
    bio: 'Exatleta con licencia de entrenador de nivel A. Enseña a los principiantes los ejercicios básicos con buena técnica.',
    specialties: ['Entrenamiento con barra', 'Entrenamiento atlético', 'Movilidad'],
  },
  fr: {
    role: 'Coach force et préparation physique',
    bio: 'Ancien athlète, titulaire d’une licence d’entraîneur de niveau A. Enseigne proprement les mouvements de base aux débutants.',
    specialties: ['Musculation à la barre', 'Préparation athlétique', 'Mobilité'],
  },
  it: {
    role: 'Allenatore di forza e preparazione atletica',
    bio: 'Ex atleta con licenza di allenatore di livello A. Insegna ai principianti gli esercizi di base con la tecnica giusta.',
    specialties: ['Allenamento con bilanciere', 'Preparazione atletica', 'Mobilità'],
  },
  nl: {
    role: 'Kracht- en conditiecoach',
    bio: 'Voormalig atleet met een A-trainerslicentie. Leert beginners de basisoefeningen goed uitvoeren.',
    specialties: ['Halterstangtraining', 'Atletiektraining', 'Mobiliteit'],
  },
  hu: {
    role: 'Erőnléti edző',
    bio: 'Egykori atléta, A-licences edző. A kezdőknek helyes technikával tanítja az alapgyakorlatokat.',
    specialties: ['Rúdgyakorlatok', 'Atlétikai edzés', 'Mobilitás'],
  },
};

export const YOGA_TEACHER_TEXTS: StaffTexts = {
  de: {
    role: 'Kurstrainerin Yoga & Pilates',
    bio: 'Yogalehrerin (500 h) mit Schwerpunkt Vinyasa und Faszientraining.',
    specialties: ['Vinyasa Yoga', 'Pilates', 'Faszientraining'],
  },
  en: {
    role: 'Yoga & Pilates instructor',
    bio: 'Certified yoga teacher (500 h) focusing on vinyasa and fascia training.',
    specialties: ['Vinyasa yoga', 'Pilates', 'Fascia training'],
  },
  es: {
    role: 'Instructora de yoga y pilates',
    bio: 'Profesora de yoga titulada (500 h), especializada en vinyasa y entrenamiento fascial.',
    specialties: ['Vinyasa yoga', 'Pilates', 'Entrenamiento fascial'],
  },
  fr: {
    role: 'Professeure de yoga et de Pilates',
    bio: 'Professeure de yoga certifiée (500 h), spécialisée en vinyasa et en travail des fascias.',
    specialties: ['Vinyasa yoga', 'Pilates', 'Travail des fascias'],
  },
  it: {
    role: 'Istruttrice di yoga e pilates',
    bio: 'Insegnante di yoga certificata (500 h), specializzata in vinyasa e allenamento fasciale.',
    specialties: ['Vinyasa yoga', 'Pilates', 'Allenamento fasciale'],
  },
  nl: {
    role: 'Yoga- en pilatesdocent',
    bio: 'Gecertificeerd yogadocent (500 uur) met de nadruk op vinyasa en fasciatraining.',
    specialties: ['Vinyasa yoga', 'Pilates', 'Fasciatraining'],
  },
  hu: {
    role: 'Jóga- és pilatesoktató',
    bio: 'Okleveles jógaoktató (500 óra), fő területe a vinyasa és a fasciatréning.',
    specialties: ['Vinyasa jóga', 'Pilates', 'Fasciatréning'],
  },
};

export const CYCLING_COACH_TEXTS: StaffTexts = {
  de: {
    role: 'Kurstrainer Cycling & HIIT',
    bio: 'Sorgt mit Musik und Intervallen dafür, dass niemand den Abendkurs vergisst.',
    specialties: ['Indoor-Cycling', 'HIIT'],
  },
  en: {
    role: 'Cycling & HIIT instructor',
    bio: 'Makes sure nobody forgets the evening class, with music and intervals.',
    specialties: ['Indoor cycling', 'HIIT'],
  },
  es: {
    role: 'Instructor de ciclo indoor y HIIT',
    bio: 'Con música e intervalos se asegura de que nadie olvide la clase de la tarde.',
    specialties: ['Ciclo indoor', 'HIIT'],
  },
  fr: {
    role: 'Coach cycling et HIIT',
    bio: 'Avec de la musique et des intervalles, il fait en sorte que personne n’oublie le cours du soir.',
    specialties: ['Vélo en salle', 'HIIT'],
  },
  it: {
    role: 'Istruttore di cycling e HIIT',
    bio: 'Con musica e intervalli fa in modo che nessuno dimentichi la lezione serale.',
    specialties: ['Indoor cycling', 'HIIT'],
  },
  nl: {
    role: 'Cycling- en HIIT-instructeur',
    bio: 'Zorgt met muziek en intervallen dat niemand de avondles vergeet.',
    specialties: ['Indoorcycling', 'HIIT'],
  },
  hu: {
    role: 'Spinning- és HIIT-oktató',
    bio: 'Zenével és intervallumokkal gondoskodik róla, hogy senki ne felejtse el az esti órát.',
    specialties: ['Spinning', 'HIIT'],
  },
};

export const PHYSIO_TEXTS: StaffTexts = {
  de: {
    role: 'Physiotherapeut',
    bio: 'Begleitet den Wiedereinstieg nach Verletzungen und bietet Rücken-Checks an.',
    specialties: ['Rückentraining', 'Reha-Sport'],
  },
  en: {
    role: 'Physiotherapist',
    bio: 'Helps members return after injuries and offers back check-ups.',
    specialties: ['Back training', 'Rehabilitation'],
  },
  es: {
    role: 'Fisioterapeuta',
    bio: 'Acompaña la vuelta al entrenamiento tras una lesión y ofrece revisiones de espalda.',
    specialties: ['Entrenamiento de espalda', 'Rehabilitación'],
  },
  fr: {
    role: 'Kinésithérapeute',
    bio: 'Accompagne la reprise après une blessure et propose des bilans du dos.',
    specialties: ['Renforcement du dos', 'Rééducation'],
  },
  it: {
    role: 'Fisioterapista',
    bio: 'Accompagna il ritorno all’allenamento dopo un infortunio e offre check-up della schiena.',
    specialties: ['Allenamento della schiena', 'Riabilitazione'],
  },
  nl: {
    role: 'Fysiotherapeut',
    bio: 'Begeleidt de terugkeer na blessures en biedt rugchecks aan.',
    specialties: ['Rugtraining', 'Revalidatie'],
  },
  hu: {
    role: 'Gyógytornász',
    bio: 'Segít a sérülés utáni visszatérésben, és hátvizsgálatot is vállal.',
    specialties: ['Hátedzés', 'Rehabilitáció'],
  },
};

export const PERSONAL_TRAINER_TEXTS: StaffTexts = {
  de: {
    role: 'Personal Trainerin',
    bio: 'Plant individuelle Programme für Kraftaufbau und Abnehmen.',
    specialties: ['Personal Training', 'Körperanalyse'],
  },
  en: {
    role: 'Personal trainer',
    bio: 'Designs individual programmes for building strength and losing weight.',
    specialties: ['Personal training', 'Body analysis'],
  },
  es: {
    role: 'Entrenadora personal',
    bio: 'Diseña programas individuales para ganar fuerza y perder peso.',
    specialties: ['Entrenamiento personal', 'Análisis corporal'],
  },
  fr: {
    role: 'Coach sportive personnelle',
    bio: 'Conçoit des programmes individuels pour gagner en force et perdre du poids.',
    specialties: ['Coaching personnel', 'Analyse corporelle'],
  },
  it: {
    role: 'Personal trainer',
    bio: 'Crea programmi individuali per aumentare la forza e perdere peso.',
    specialties: ['Personal training', 'Analisi corporea'],
  },
  nl: {
    role: 'Personal trainer',
    bio: 'Stelt persoonlijke programma’s op voor krachtopbouw en afvallen.',
    specialties: ['Personal training', 'Lichaamsanalyse'],
  },
  hu: {
    role: 'Személyi edző',
    bio: 'Egyéni programokat tervez erőnövelésre és fogyásra.',
    specialties: ['Személyi edzés', 'Testösszetétel-mérés'],
  },
};
