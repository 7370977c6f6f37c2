import type { Employee } from '@motus/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../helpers/test-app.ts';

const t = useTestApp();

describe('GET /nox/public/v1/employees', () => {
  it('answers the studio’s employees in its language', async () => {
    const response = await t.request('/nox/public/v1/employees?studioId=1210001001');
    expect(response.statusCode).toBe(200);
    const employees = response.json<Employee[]>();
    expect(employees).toHaveLength(6);
    expect(employees[0]).toMatchObject({ firstName: 'Jana', lastName: 'Albrecht', role: 'Studioleitung', courses: [] });
  });

  it('answers English when asked', async () => {
    const [manager] = (await t.request('/nox/public/v1/employees?studioId=1210001001&locale=en')).json<Employee[]>();
    expect(manager?.role).toBe('Studio manager');
  });

  it('withfuturecourses answers the trainers who lead courses', async () => {
    const response = await t.request('/nox/public/v1/employees/withfuturecourses?studioId=1530003001');
    const trainers = response.json<Employee[]>();
    expect(trainers.length).toBeGreaterThan(0);
    expect(trainers.every((trainer) => trainer.courses.length > 0)).toBe(true);
    expect(trainers.flatMap((trainer) => trainer.courses)).toContain('Barbell Basics');
  });

  it('refuses a missing studio id with 400 and answers an unknown one with 404', async () => {
    expect((await t.request('/nox/public/v1/employees')).statusCode).toBe(400);
    expect((await t.request('/nox/public/v1/employees/withfuturecourses?studioId=999')).statusCode).toBe(404);
  });
});
