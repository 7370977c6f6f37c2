import { describe, expect, it } from 'vitest';
import { type AvailabilityWindow, freeSlots, type SlotQuery } from '../../../src/modules/booking/free-slots.ts';

const BERLIN = 'Europe/Berlin';
/** Monday 2026-11-23, 06:00 in Berlin. */
const NOW = new Date('2026-11-23T05:00:00Z');

function query(overrides: Partial<SlotQuery> & { windows: AvailabilityWindow[] }): SlotQuery {
  return {
    busy: [],
    rules: { durationMinutes: 60, bookUntilMinutes: 0, bookAheadDays: 180, zoneId: BERLIN },
    from: NOW,
    until: new Date(NOW.getTime() + 7 * 24 * 60 * 60_000),
    now: NOW,
    ...overrides,
  };
}

const starts = (slots: { startAt: Date }[]) => slots.map((slot) => slot.startAt.toISOString());

describe('free slots of a single-appointment benefit', () => {
  it('cuts each weekly window into slots of the duration that end inside it', () => {
    const slots = freeSlots(
      query({ windows: [{ employeeId: 1, weekday: 1, startMinute: 9 * 60, endMinute: 11 * 60 + 30 }] }),
    );
    expect(starts(slots)).toEqual(['2026-11-23T08:00:00.000Z', '2026-11-23T09:00:00.000Z']);
    expect(slots[0]?.endAt.toISOString()).toBe('2026-11-23T09:00:00.000Z');
  });

  it('uses the duration as the step and merges the employees in time order', () => {
    const windows = [
      { employeeId: 2, weekday: 1, startMinute: 9 * 60, endMinute: 10 * 60 },
      { employeeId: 1, weekday: 1, startMinute: 9 * 60, endMinute: 10 * 60 },
    ];
    const slots = freeSlots(query({ windows, rules: { ...query({ windows }).rules, durationMinutes: 30 } }));
    expect(slots.map((slot) => [slot.startAt.toISOString().slice(11, 16), slot.employeeId])).toEqual([
      ['08:00', 1],
      ['08:00', 2],
      ['08:30', 1],
      ['08:30', 2],
    ]);
  });

  it('keeps the wall-clock time across the change to and from summer time in Europe/Berlin', () => {
    const windows = [{ employeeId: 1, weekday: 7, startMinute: 9 * 60, endMinute: 10 * 60 }];
    const spring = freeSlots(
      query({
        windows,
        now: new Date('2026-03-20T00:00:00Z'),
        from: new Date('2026-03-20T00:00:00Z'),
        until: new Date('2026-04-01T00:00:00Z'),
      }),
    );
    expect(starts(spring)).toEqual(['2026-03-22T08:00:00.000Z', '2026-03-29T07:00:00.000Z']);
    const autumn = freeSlots(
      query({
        windows,
        now: new Date('2026-10-20T00:00:00Z'),
        from: new Date('2026-10-20T00:00:00Z'),
        until: new Date('2026-10-26T00:00:00Z'),
      }),
    );
    expect(starts(autumn)).toEqual(['2026-10-25T08:00:00.000Z']);
  });

  it('offers no slot in the hour the clock skips, and only real hours across the night of the change', () => {
    const windows = [{ employeeId: 1, weekday: 7, startMinute: 2 * 60, endMinute: 4 * 60 }];
    const slots = freeSlots(
      query({
        windows,
        rules: { durationMinutes: 30, bookUntilMinutes: 0, bookAheadDays: 180, zoneId: BERLIN },
        now: new Date('2026-03-28T00:00:00Z'),
        from: new Date('2026-03-28T00:00:00Z'),
        until: new Date('2026-03-30T00:00:00Z'),
      }),
    );
    // 02:00 and 02:30 do not exist on 29 March; 03:00 CEST is 01:00 UTC.
    expect(starts(slots)).toEqual(['2026-03-29T01:00:00.000Z', '2026-03-29T01:30:00.000Z']);
  });

  it("removes the employee's booked time (any benefit) but not other employees' slots", () => {
    const windows = [
      { employeeId: 1, weekday: 1, startMinute: 9 * 60, endMinute: 12 * 60 },
      { employeeId: 2, weekday: 1, startMinute: 9 * 60, endMinute: 10 * 60 },
    ];
    const busy = [
      { employeeId: 1, startAt: new Date('2026-11-23T08:30:00Z'), endAt: new Date('2026-11-23T09:15:00Z') },
    ];
    const slots = freeSlots(query({ windows, busy }));
    expect(slots.map((slot) => [slot.startAt.toISOString().slice(11, 16), slot.employeeId])).toEqual([
      ['08:00', 2],
      ['10:00', 1],
    ]);
  });

  it('offers nothing closer than bookUntilMinutes nor further than bookAheadDays', () => {
    const windows = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
      employeeId: 1,
      weekday,
      startMinute: 6 * 60,
      endMinute: 9 * 60,
    }));
    const slots = freeSlots(
      query({
        windows,
        rules: { durationMinutes: 60, bookUntilMinutes: 90, bookAheadDays: 2, zoneId: BERLIN },
        until: new Date('2026-12-31T00:00:00Z'),
      }),
    );
    // Now is 06:00 Monday: 06:00 and 07:00 start within 90 minutes; two days ahead ends Wednesday 06:00.
    expect(starts(slots)).toEqual([
      '2026-11-23T07:00:00.000Z',
      '2026-11-24T05:00:00.000Z',
      '2026-11-24T06:00:00.000Z',
      '2026-11-24T07:00:00.000Z',
      '2026-11-25T05:00:00.000Z',
    ]);
  });
});
