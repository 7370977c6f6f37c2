import { describe, expect, it } from 'vitest';
import { dayTicketDays } from './day-ticket-days.ts';

describe('day ticket days', () => {
  it('starts on the studio’s today, which may differ from the UTC day', () => {
    const lateEvening = new Date('2025-03-10T23:30:00Z');
    expect(dayTicketDays(lateEvening, 'Europe/Berlin')[0]).toBe('2025-03-11');
    expect(dayTicketDays(lateEvening, 'America/Chicago')[0]).toBe('2025-03-10');
  });

  it('offers today and the next 30 days, across month ends', () => {
    const days = dayTicketDays(new Date('2025-01-15T10:00:00Z'), 'Europe/Berlin');
    expect(days).toHaveLength(31);
    expect(days[0]).toBe('2025-01-15');
    expect(days.at(-1)).toBe('2025-02-14');
  });
});
