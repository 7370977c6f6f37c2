import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { ErrorCodes } from '../errors/index.ts';
import { localeTag, studioNumber } from '../schemas.ts';

export const employeeSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  /** In the requested language, else the studio's, else English. */
  role: z.string(),
  bio: z.string(),
  photoUrl: z.string().nullable(),
  specialties: z.array(z.string()),
  /** Names of the courses the trainer leads. */
  courses: z.array(z.string()),
});

const employeeQuery = z.object({ studioId: studioNumber, locale: localeTag.optional() });

export const listEmployees = defineCall({
  id: 'people.listEmployees',
  method: 'GET',
  path: '/nox/public/v1/employees',
  auth: 'public',
  query: employeeQuery,
  errors: [ErrorCodes.studioNotFound],
  answer: z.array(employeeSchema),
});

/** The trainers who lead courses (until the booking issue brings course appointments: a course list per trainer). */
export const listEmployeesWithFutureCourses = defineCall({
  id: 'people.listEmployeesWithFutureCourses',
  method: 'GET',
  path: '/nox/public/v1/employees/withfuturecourses',
  auth: 'public',
  query: employeeQuery,
  errors: [ErrorCodes.studioNotFound],
  answer: z.array(employeeSchema),
});

export type Employee = z.infer<typeof employeeSchema>;
