import { listEmployees, listEmployeesWithFutureCourses } from '@motus/contract';
import type { FastifyInstance } from 'fastify';
import { registerCall } from '../../lib/register-call.ts';
import { studioEmployees } from './service.ts';

export default async function employeeRoutes(app: FastifyInstance) {
  for (const [call, onlyWithCourses] of [
    [listEmployees, false],
    [listEmployeesWithFutureCourses, true],
  ] as const) {
    registerCall(app, call, ({ query, request }) =>
      studioEmployees(app.db, {
        studioId: query.studioId,
        locale: query.locale ?? request.context.locale,
        onlyWithCourses,
      }),
    );
  }
}
