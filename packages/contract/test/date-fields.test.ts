import { describe, expect, it } from 'vitest';
import { reviveDates } from '../src/date-fields.ts';

describe('reviveDates', () => {
  it('turns listed fields into dates at any depth and leaves others alone', () => {
    const revived = reviveDates({
      items: [{ startDateTime: '2026-11-22T10:00:00Z', name: 'Yoga', endDateTime: null }],
      customer: { dateOfBirth: '1990-05-01', createdBy: '2026-01-01T00:00:00Z' },
      possibleRewardStartDates: ['2026-12-01', '2027-01-01'],
    });
    expect(revived.items[0]?.startDateTime).toEqual(new Date('2026-11-22T10:00:00Z'));
    expect(revived.items[0]?.endDateTime).toBeNull();
    expect(revived.items[0]?.name).toBe('Yoga');
    expect(revived.customer.dateOfBirth).toEqual(new Date('1990-05-01'));
    expect(revived.customer.createdBy).toBe('2026-01-01T00:00:00Z');
    expect(revived.possibleRewardStartDates).toEqual([new Date('2026-12-01'), new Date('2027-01-01')]);
  });

  it('converts qualified fields only under their parent', () => {
    const revived = reviveDates({
      ticket: { dateTime: '2026-11-22T10:00:00Z' },
      other: { dateTime: '2026-11-22T10:00:00Z' },
      closingHoursDtos: [{ from: '2026-12-24T00:00:00Z', until: '2026-12-26T23:00:00Z' }],
      range: { from: '2026-12-24T00:00:00Z' },
    });
    expect(revived.ticket.dateTime).toBeInstanceOf(Date);
    expect(revived.other.dateTime).toBe('2026-11-22T10:00:00Z');
    expect(revived.closingHoursDtos[0]?.from).toBeInstanceOf(Date);
    expect(revived.range.from).toBe('2026-12-24T00:00:00Z');
  });

  it('keeps non-date strings in date-named fields, such as clock times', () => {
    expect(reviveDates({ startTime: '08:30' }).startTime).toBe('08:30');
  });
});
