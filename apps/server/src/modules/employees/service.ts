import type { Employee } from '@motus/contract';
import type { Database } from '../../db/client.ts';
import { pickText } from '../../lib/localized-text.ts';
import { futureCoursesByTrainer } from '../booking/index.ts';
import { requireStudio } from '../studios/index.ts';
import { findEmployees } from './repo.ts';

/**
 * The studio's employees in the requested language (else the studio's, else English), each with the courses they
 * lead from now on (course appointments name their trainers by full name). With onlyWithCourses, only those who do.
 */
export async function studioEmployees(
  db: Database,
  request: { studioId: number; locale: string | undefined; onlyWithCourses: boolean },
): Promise<Employee[]> {
  const studio = await requireStudio(db, request.studioId);
  const [rows, coursesByTrainer] = await Promise.all([
    findEmployees(db, studio.id),
    futureCoursesByTrainer(db, studio.id, request.locale),
  ]);
  const withCourses = rows.map((row) => ({
    row,
    courses: coursesByTrainer.get(`${row.firstName} ${row.lastName}`) ?? [],
  }));
  const shown = request.onlyWithCourses ? withCourses.filter(({ courses }) => courses.length > 0) : withCourses;
  return shown.map(({ row, courses }) => {
    const texts = pickText(row.texts, [request.locale, studio.locale]);
    return {
      id: row.id,
      firstName: row.firstName,
      lastName: row.lastName,
      role: texts?.role ?? '',
      bio: texts?.bio ?? '',
      photoUrl: row.photoUrl,
      specialties: texts?.specialties ?? [],
      courses,
    };
  });
}
