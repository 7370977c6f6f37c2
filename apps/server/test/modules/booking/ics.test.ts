import { describe, expect, it } from 'vitest';
import { toIcs } from '../../../src/modules/booking/ics.ts';

const event = {
  uid: '5f0c7a0e-2d55-4c55-8f0a-1a2b3c4d5e6f',
  title: 'Vinyasa Flow; level 1, all welcome',
  description: 'Kraftwerk Berlin Mitte\nMara Vogt',
  location: 'Kursraum 1, Kraftwerk Berlin Mitte',
  start: new Date('2026-11-24T08:00:00Z'),
  end: new Date('2026-11-24T09:00:00Z'),
  stamp: new Date('2026-11-23T10:15:30.123Z'),
  cancelled: false,
};

describe('an appointment as an iCalendar file', () => {
  it('writes one confirmed event in UTC with escaped texts and CRLF line ends', () => {
    const ics = toIcs(event);
    expect(ics.endsWith('\r\n')).toBe(true);
    const lines = ics.split('\r\n');
    expect(lines).toContain('DTSTART:20261124T080000Z');
    expect(lines).toContain('DTEND:20261124T090000Z');
    expect(lines).toContain('DTSTAMP:20261123T101530Z');
    expect(lines).toContain('SUMMARY:Vinyasa Flow\\; level 1\\, all welcome');
    expect(lines).toContain('DESCRIPTION:Kraftwerk Berlin Mitte\\nMara Vogt');
    expect(lines).toContain('STATUS:CONFIRMED');
    expect(lines).toContain(`UID:${event.uid}@motus`);
  });

  it('folds lines longer than 75 octets without splitting a character', () => {
    const ics = toIcs({ ...event, description: 'Übungen für Rücken und Schultern. '.repeat(6) });
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
    const unfolded = ics.replace(/\r\n /g, '');
    expect(unfolded).toContain(`DESCRIPTION:${'Übungen für Rücken und Schultern. '.repeat(6)}`);
  });

  it('marks a cancelled place as a cancelled event', () => {
    const lines = toIcs({ ...event, cancelled: true }).split('\r\n');
    expect(lines).toContain('STATUS:CANCELLED');
    expect(lines).toContain('METHOD:CANCEL');
  });
});
