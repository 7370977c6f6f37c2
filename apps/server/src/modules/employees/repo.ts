import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { type EmployeeRow, employees } from './schema.ts';

export function findEmployees(db: Database, studioId: number): Promise<EmployeeRow[]> {
  return db
    .select()
    .from(employees)
    .where(eq(employees.studioId, studioId))
    .orderBy(asc(employees.position), asc(employees.id));
}
