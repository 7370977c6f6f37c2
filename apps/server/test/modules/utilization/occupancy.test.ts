import { describe, expect, it } from 'vitest';
import { averagePresent, levelOf, percentageOf, presentAt } from '../../../src/modules/utilization/occupancy.ts';

const thresholds = { capacity: 10, mediumFromPercentage: 40, highFromPercentage: 75 };
const at = (time: string) => new Date(`2030-01-01T${time}:00Z`);
const now = at('12:00');

describe('occupancy', () => {
  const visits = [
    { checkinTime: at('10:00'), checkoutTime: at('11:00') },
    { checkinTime: at('10:30'), checkoutTime: null },
  ];

  it('counts who is present at an instant; a visit without checkout for six hours at most', () => {
    expect(presentAt(visits, at('10:45'))).toBe(2);
    expect(presentAt(visits, at('11:00'))).toBe(1);
    expect(presentAt(visits, at('09:59'))).toBe(0);
    expect(presentAt(visits, at('16:29'))).toBe(1);
    expect(presentAt(visits, at('16:30'))).toBe(0);
  });

  it('averages presence over an interval, never past now', () => {
    expect(averagePresent(visits, { from: at('10:00'), until: at('11:00') }, now)).toBe(1.5);
    expect(averagePresent(visits, { from: at('11:00'), until: at('13:00') }, now)).toBe(1);
    expect(averagePresent(visits, { from: at('12:00'), until: at('13:00') }, now)).toBe(0);
  });

  it('turns people into a capped percentage and a level', () => {
    expect(percentageOf(3.96, thresholds)).toBe(40);
    expect(percentageOf(25, thresholds)).toBe(100);
    expect([0, 39, 40, 74, 75, 100].map((percentage) => levelOf(percentage, thresholds))).toEqual([
      'LOW',
      'LOW',
      'MEDIUM',
      'MEDIUM',
      'HIGH',
      'HIGH',
    ]);
  });
});
