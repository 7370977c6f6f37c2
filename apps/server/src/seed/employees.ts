import type { EmployeeTexts, NewEmployeeRow } from '../modules/employees/schema.ts';
import { demoStudios } from './studios.ts';

interface Role {
  texts: Record<string, EmployeeTexts>;
  courses: string[];
}

const MANAGER: Role = {
  texts: {
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
  },
  courses: [],
};

const STRENGTH_COACH: Role = {
  texts: {
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
  },
  courses: ['Langhantel Basics', 'Athletik Zirkel'],
};

const YOGA_TEACHER: Role = {
  texts: {
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
  },
  courses: ['Vinyasa Flow', 'Pilates Mat', 'Yin Yoga'],
};

const CYCLING_COACH: Role = {
  texts: {
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
  },
  courses: ['Indoor Cycling', 'HIIT 45'],
};

const PHYSIO: Role = {
  texts: {
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
  },
  courses: ['Rücken Fit'],
};

const PERSONAL_TRAINER: Role = {
  texts: {
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
  },
  courses: [],
};

/** Staff per studio: first name, last name and role. */
const STAFF: Record<number, [string, string, Role][]> = {
  1210001001: [
    ['Jana', 'Albrecht', MANAGER],
    ['Tobias', 'Krüger', STRENGTH_COACH],
    ['Mira', 'Özdemir', YOGA_TEACHER],
    ['Felix', 'Hartmann', CYCLING_COACH],
    ['Sven', 'Lindner', PHYSIO],
    ['Nora', 'Becker', PERSONAL_TRAINER],
  ],
  1210001002: [
    ['Stefan', 'Huber', MANAGER],
    ['Lea', 'Brandl', YOGA_TEACHER],
    ['Maximilian', 'Gruber', STRENGTH_COACH],
    ['Sophia', 'Wimmer', PERSONAL_TRAINER],
    ['Jonas', 'Mayer', CYCLING_COACH],
  ],
  1210001003: [
    ['Kerstin', 'Petersen', MANAGER],
    ['Hauke', 'Jensen', STRENGTH_COACH],
    ['Finja', 'Claußen', CYCLING_COACH],
    ['Ole', 'Hansen', PHYSIO],
  ],
  1210001004: [
    ['Katharina', 'Pichler', MANAGER],
    ['Lukas', 'Steiner', STRENGTH_COACH],
    ['Anna', 'Hofer', YOGA_TEACHER],
    ['Elias', 'Moser', PERSONAL_TRAINER],
    ['Valentina', 'Berger', CYCLING_COACH],
  ],
  1320002001: [
    ['Reto', 'Gasser', MANAGER],
    ['Seraina', 'Caduff', YOGA_TEACHER],
    ['Nico', 'Brunner', STRENGTH_COACH],
    ['Leonie', 'Frei', PHYSIO],
    ['Jan', 'Keller', CYCLING_COACH],
  ],
  1530003001: [
    ['Dana', 'Whitfield', MANAGER],
    ['Marcus', 'Reyes', STRENGTH_COACH],
    ['Kayla', 'Brooks', YOGA_TEACHER],
    ['Tyler', 'Nguyen', CYCLING_COACH],
    ['Alicia', 'Ramirez', PERSONAL_TRAINER],
    ['Derek', 'Holloway', PHYSIO],
  ],
};

/** US studios teach their courses in English. */
const ENGLISH_COURSES: Record<string, string> = {
  'Langhantel Basics': 'Barbell Basics',
  'Athletik Zirkel': 'Athletic Circuit',
  'Rücken Fit': 'Back Fit',
};

export function employeeRows(): NewEmployeeRow[] {
  return demoStudios.flatMap((studio) =>
    (STAFF[studio.row.id] ?? []).map(([firstName, lastName, role], position) => ({
      tenantId: studio.row.tenantId,
      studioId: studio.row.id,
      firstName,
      lastName,
      photoUrl: null,
      texts: studio.row.locale?.startsWith('en') ? { en: role.texts.en as EmployeeTexts } : role.texts,
      courseNames: studio.row.locale?.startsWith('en')
        ? role.courses.map((course) => ENGLISH_COURSES[course] ?? course)
        : role.courses,
      position,
    })),
  );
}
