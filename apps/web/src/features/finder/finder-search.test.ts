import { describe, expect, it } from 'vitest';
import { readFinderSearch, writeFinderSearch } from './finder-search.ts';

describe('finder search in the address', () => {
  it('reads the text and an origin, ignoring coordinates out of range', () => {
    expect(readFinderSearch('?q=%20Berlin%20&lat=48.1&lng=11.5&near=M%C3%BCnchen')).toEqual({
      text: 'Berlin',
      origin: { latitude: 48.1, longitude: 11.5, label: 'München' },
    });
    expect(readFinderSearch('?lat=91&lng=11.5').origin).toBeNull();
    expect(readFinderSearch('?lat=48.1').origin).toBeNull();
    expect(readFinderSearch('?lat=48.1&lng=11.5').origin?.label).toBeNull();
  });

  it('replaces only its own parameters', () => {
    const search = writeFinderSearch('?locale=de-DE&q=old&near=x', {
      text: '',
      origin: { latitude: 48.137123456, longitude: 11.575, label: null },
    });
    expect(search).toBe('?locale=de-DE&lat=48.13712&lng=11.57500');
    expect(writeFinderSearch('?q=old', { text: '', origin: null })).toBe('');
  });
});
