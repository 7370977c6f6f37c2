import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDateTimeRange, formatDay, formatTimeRange, localDayOf } from './intl.ts';

/** Intl puts thin and no-break spaces around dashes and before AM/PM; read them as plain spaces. */
const plain = (text: string) => text.replace(/[\u00a0\u2009\u202f]/g, ' ');

const BERLIN = 'Europe/Berlin';
/** Thursday 26 November 2026, 19:00–20:00 in Berlin (UTC+1). */
const EVENING = ['2026-11-26T18:00:00Z', '2026-11-26T19:00:00Z'] as const;
/** 22:30 until midnight. */
const UNTIL_MIDNIGHT = ['2026-11-26T21:30:00Z', '2026-11-26T23:00:00Z'] as const;
/** 23:00 until 01:00 the next morning. */
const INTO_THE_NIGHT = ['2026-11-26T22:00:00Z', '2026-11-27T00:00:00Z'] as const;
/** 24 December 06:00 until 26 December 22:00. */
const HOLIDAYS = ['2026-12-24T05:00:00Z', '2026-12-26T21:00:00Z'] as const;

describe('formatDateTimeRange', () => {
  it.each([
    ['de-DE', '26.11.2026, 19:00–20:00 Uhr'],
    ['en-GB', '26 Nov 2026, 19:00–20:00'],
    ['en-US', 'Nov 26, 2026, 7:00 – 8:00 PM'],
    ['es-ES', '26 nov 2026, 19:00–20:00'],
    ['fr-FR', '26 nov. 2026, 19:00 – 20:00'],
    ['it-IT', '26 nov 2026, 19:00–20:00'],
    ['nl-NL', '26 nov 2026, 19:00–20:00'],
    ['hu-HU', '2026. nov. 26. 19:00–20:00'],
  ])('writes a slot of one day with its day once in %s', (locale, expected) => {
    expect(plain(formatDateTimeRange(...EVENING, locale, BERLIN))).toBe(expected);
  });

  it.each([
    ['de-DE', '26.11.2026, 22:30 – 00:00'],
    ['en-GB', '26 Nov 2026, 22:30 – 00:00'],
    ['en-US', 'Nov 26, 2026, 10:30 PM – 12:00 AM'],
    ['hu-HU', '2026. nov. 26. 22:30 – 0:00'],
  ])('writes a slot until midnight as one evening in %s, not with a second date', (locale, expected) => {
    expect(plain(formatDateTimeRange(...UNTIL_MIDNIGHT, locale, BERLIN))).toBe(expected);
  });

  it('writes a slot into the night as one evening too', () => {
    expect(plain(formatDateTimeRange(...INTO_THE_NIGHT, 'en-GB', BERLIN))).toBe('26 Nov 2026, 23:00 – 01:00');
  });

  it('names both days of a period of a day or longer', () => {
    expect(plain(formatDateTimeRange(...HOLIDAYS, 'en-GB', BERLIN))).toBe('24 Dec 2026, 06:00 – 26 Dec 2026, 22:00');
  });

  it('reads the studio’s wall clock, not the visitor’s', () => {
    expect(plain(formatDateTimeRange(...EVENING, 'en-US', 'America/Chicago'))).toBe('Nov 26, 2026, 12:00 – 1:00 PM');
  });
});

describe('formatTimeRange', () => {
  it('writes the times of one day, and a slot into the night without dates', () => {
    expect(plain(formatTimeRange(...EVENING, 'en-GB', BERLIN))).toBe('19:00–20:00');
    expect(plain(formatTimeRange(...UNTIL_MIDNIGHT, 'en-GB', BERLIN))).toBe('22:30 – 00:00');
    expect(plain(formatTimeRange(...UNTIL_MIDNIGHT, 'de-DE', BERLIN))).toBe('22:30 – 00:00');
  });
});

describe('days and instants', () => {
  it.each([
    ['de-DE', 'Donnerstag, 26. November 2026', '26.11.2026, 19:00'],
    ['en-GB', 'Thursday, 26 November 2026', '26 Nov 2026, 19:00'],
    ['en-US', 'Thursday, November 26, 2026', 'Nov 26, 2026, 7:00 PM'],
    ['es-ES', 'jueves, 26 de noviembre de 2026', '26 nov 2026, 19:00'],
    ['fr-FR', 'jeudi 26 novembre 2026', '26 nov. 2026, 19:00'],
    ['it-IT', 'giovedì 26 novembre 2026', '26 nov 2026, 19:00'],
    ['nl-NL', 'donderdag 26 november 2026', '26 nov 2026, 19:00'],
    ['hu-HU', '2026. november 26., csütörtök', '2026. nov. 26. 19:00'],
  ])('writes a day and an instant the way %s does', (locale, day, instant) => {
    expect(plain(formatDay('2026-11-26', locale))).toBe(day);
    expect(plain(formatDateTime(EVENING[0], locale, BERLIN))).toBe(instant);
  });

  it('takes the day of an instant on the studio’s calendar', () => {
    const lateInBerlin = '2026-11-26T23:30:00Z';
    expect(localDayOf(lateInBerlin, BERLIN)).toBe('2026-11-27');
    expect(localDayOf(lateInBerlin, 'America/Chicago')).toBe('2026-11-26');
    expect(plain(formatDate(lateInBerlin, 'en-GB', BERLIN))).toBe('27 Nov 2026');
  });

  it('writes the compact forms of a schedule', () => {
    expect(formatDay('2026-11-26', 'en-GB', 'heading')).toBe('Thursday 26 November');
    expect(formatDay('2026-11-26', 'en-GB', 'short')).toBe('Thu 26');
  });
});
