import type { Employee } from '@motus/contract';
import type { Database } from '../../db/client.ts';
import { pickText } from '../../lib/localized-text.ts';
import { requireStudio } from '../studios/service.ts';
import { findEmployees } from './repo.ts';

/**
 * The studio's employees in the requested language (else the studio's, else English). With onlyWithCourses, those
 * who lead courses: until the booking issue brings course appointments, the course list stored with the employee.
 */
export async function studioEmployees(
  db: Database,
  request: { studioId: number; locale: string | undefined; onlyWithCourses: boolean },
): Promise<Employee[]> {
  const studio = await requireStudio(db, request.studioId);
  const rows = await findEmployees(db, studio.id, request.onlyWithCourses);
  return rows.map((row) => {
    const texts = pickText(row.texts, [request.locale, studio.locale]);
    return {
      id: row.id,
      firstName: row.firstName,
      lastName: row.lastName,
      role: texts?.role ?? '',
      bio: texts?.bio ?? '',
      photoUrl: row.photoUrl,
      specialties: texts?.specialties ?? [],
      courses: row.courseNames,
    };
  });
}
