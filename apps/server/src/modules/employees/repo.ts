import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type EmployeeRow, employees } from './schema.ts';

export function findEmployees(db: Database, studioId: number, onlyWithCourses: boolean): Promise<EmployeeRow[]> {
  return db
    .select()
    .from(employees)
    .where(
      and(
        eq(employees.studioId, studioId),
        onlyWithCourses ? sql`cardinality(${employees.courseNames}) > 0` : undefined,
      ),
    )
    .orderBy(asc(employees.position), asc(employees.id));
}
