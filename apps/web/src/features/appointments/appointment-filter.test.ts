import { describe, expect, it } from 'vitest';
import { encodeAppointmentFilter, parseAppointmentFilter } from './appointment-filter.ts';

describe('the appointment filter in the path', () => {
  it('reads back what it wrote, encoded or already decoded by the router', () => {
    const segment = encodeAppointmentFilter({ date: '2026-11-24', employeeIds: [3, 7] });
    expect(segment).toBe('%7B%22date%22%3A%222026-11-24%22%2C%22employeeIds%22%3A%5B3%2C7%5D%7D');
    expect(parseAppointmentFilter(segment)).toEqual({ date: '2026-11-24', employeeIds: [3, 7] });
    expect(parseAppointmentFilter(decodeURIComponent(segment))).toEqual({ date: '2026-11-24', employeeIds: [3, 7] });
  });

  it('leaves out empty parts', () => {
    expect(decodeURIComponent(encodeAppointmentFilter({ date: '2026-11-24', employeeIds: [] }))).toBe(
      '{"date":"2026-11-24"}',
    );
  });

  it('falls back to the default for a broken filter, keeping the valid parts', () => {
    expect(parseAppointmentFilter(undefined)).toEqual({});
    expect(parseAppointmentFilter('%7Bbroken')).toEqual({});
    expect(parseAppointmentFilter('[1,2]')).toEqual({});
    expect(parseAppointmentFilter('{"date":"tomorrow","employeeIds":[3]}')).toEqual({ employeeIds: [3] });
    expect(parseAppointmentFilter('{"date":"2026-11-24","employeeIds":["x"]}')).toEqual({ date: '2026-11-24' });
  });
});
