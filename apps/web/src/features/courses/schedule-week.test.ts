import { describe, expect, it } from 'vitest';
import { calendarWeek, weekDays, weekRange } from './schedule-week.ts';

describe('the schedule week', () => {
  it('runs Monday to Sunday and pages by weeks', () => {
    expect(weekDays('2026-11-25', 0)).toEqual([
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
      '2026-11-29',
    ]);
    expect(weekDays('2026-11-29', 1)[0]).toBe('2026-11-30');
  });

  it('asks the server for a day more on each side', () => {
    expect(weekRange(weekDays('2026-11-25', 0))).toEqual({
      startDate: '2026-11-22T00:00:00.000Z',
      endDate: '2026-12-01T00:00:00.000Z',
    });
  });

  it('numbers weeks as ISO calendar weeks', () => {
    expect(calendarWeek('2026-11-23')).toBe(48);
    expect(calendarWeek('2027-01-01')).toBe(53);
    expect(calendarWeek('2026-01-01')).toBe(1);
  });
});
