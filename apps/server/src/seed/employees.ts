import type { NewEmployeeRow } from '../modules/employees/schema.ts';
import { demoStudios } from './studios.ts';
import {
  CYCLING_COACH_TEXTS,
  MANAGER_TEXTS,
  PERSONAL_TRAINER_TEXTS,
  PHYSIO_TEXTS,
  STRENGTH_COACH_TEXTS,
  type StaffTexts,
  YOGA_TEACHER_TEXTS,
} from './texts/staff.ts';

interface Role {
  texts: StaffTexts;
  courses: string[];
}

const MANAGER: Role = { texts: MANAGER_TEXTS, courses: [] };
const STRENGTH_COACH: Role = { texts: STRENGTH_COACH_TEXTS, courses: ['Langhantel Basics', 'Athletik Zirkel'] };
const YOGA_TEACHER: Role = { texts: YOGA_TEACHER_TEXTS, courses: ['Vinyasa Flow', 'Pilates Mat', 'Yin Yoga'] };
const CYCLING_COACH: Role = { texts: CYCLING_COACH_TEXTS, courses: ['Indoor Cycling', 'HIIT 45'] };
const PHYSIO: Role = { texts: PHYSIO_TEXTS, courses: ['Rücken Fit'] };
const PERSONAL_TRAINER: Role = { texts: PERSONAL_TRAINER_TEXTS, courses: [] };

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
      texts: role.texts,
      courseNames: studio.row.locale?.startsWith('en')
        ? role.courses.map((course) => ENGLISH_COURSES[course] ?? course)
        : role.courses,
      position,
    })),
  );
}
