import { describe, expect, it } from 'vitest';
import { formatLocalTime, openStateAt, weekdayName, zonedMoment } from './opening-hours.ts';
import { weekHours } from './studio-test-kit.ts';

const BERLIN = 'Europe/Berlin';
const hours = weekHours([
  { from: '06:30', until: '14:00' },
  { from: '15:00', until: '24:00' },
]);
// Monday 3 March 2025; Berlin is UTC+1.
const at = (iso: string) => new Date(iso);

describe('opening hours', () => {
  it('reads weekday and time on the studio wall clock', () => {
    expect(zonedMoment(at('2025-03-02T23:30:00Z'), BERLIN)).toEqual({ weekday: 'MONDAY', minutes: 30 });
  });

  it('is open inside a range, until its end', () => {
    expect(openStateAt(hours, [], at('2025-03-03T08:00:00Z'), BERLIN)).toEqual({ open: true, until: '14:00' });
  });

  it('is closed in the midday break and names the next opening', () => {
    expect(openStateAt(hours, [], at('2025-03-03T13:30:00Z'), BERLIN)).toEqual({
      open: false,
      next: { weekday: 'MONDAY', from: '15:00' },
      closure: null,
    });
  });

  it('skips the closed Sunday for the next opening', () => {
    const state = openStateAt(hours, [], at('2025-03-08T23:30:00Z'), BERLIN);
    expect(state).toEqual({ open: false, next: { weekday: 'MONDAY', from: '06:30' }, closure: null });
  });

  it('is closed during a closure even inside opening hours', () => {
    const closure = { from: at('2025-03-03T07:00:00Z'), until: at('2025-03-03T11:00:00Z'), reason: 'Sauna' };
    expect(openStateAt(hours, [closure], at('2025-03-03T08:00:00Z'), BERLIN)).toMatchObject({ open: false, closure });
  });

  it('writes times and weekdays the way the locale does', () => {
    expect(formatLocalTime('06:30', 'de-DE')).toBe('06:30');
    expect(formatLocalTime('24:00', 'de-DE')).toBe('24:00');
    expect(formatLocalTime('18:00', 'en-US')).toBe('6:00 PM');
    expect(formatLocalTime('24:00', 'en-US')).toBe('12:00 AM');
    expect(weekdayName('SUNDAY', 'de-DE')).toBe('Sonntag');
  });
});
