import { describe, expect, it } from 'vitest';
import { hasFilter, NO_FILTER, readScheduleSearch, withScheduleSearch } from './schedule-search.ts';

describe('the schedule parameters in the address', () => {
  it('reads the filters, the view and the day, ignoring values that make no sense', () => {
    const params = new URLSearchParams(
      'category=YOGA&course=12&trainer=x&time=NIGHT&view=day&date=2026-11-31&locale=de',
    );
    expect(readScheduleSearch(params)).toEqual({
      category: 'YOGA',
      course: 12,
      trainer: undefined,
      time: undefined,
      view: 'day',
      date: undefined,
    });
    expect(readScheduleSearch(new URLSearchParams('time=EVENING&date=2026-11-30')).time).toBe('EVENING');
    expect(readScheduleSearch(new URLSearchParams('date=2026-11-30')).date).toBe('2026-11-30');
  });

  it('changes parameters and keeps the others', () => {
    const params = new URLSearchParams('locale=de&category=YOGA&trainer=4');
    const changed = withScheduleSearch(params, { trainer: undefined, time: 'MORNING' });
    expect(changed.toString()).toBe('locale=de&category=YOGA&time=MORNING');
    expect(hasFilter(readScheduleSearch(changed))).toBe(true);
    const cleared = withScheduleSearch(changed, NO_FILTER);
    expect(cleared.toString()).toBe('locale=de');
    expect(hasFilter(readScheduleSearch(cleared))).toBe(false);
  });
});
