import { describe, expect, it } from 'vitest';
import { parseCourseId } from './course-id.ts';

describe('the course id of /course/:id', () => {
  it('takes an integer and redirects a numeric prefix to it', () => {
    expect(parseCourseId('12')).toEqual({ kind: 'id', id: 12 });
    expect(parseCourseId('12-yoga')).toEqual({ kind: 'redirect', id: 12 });
    expect(parseCourseId('012')).toEqual({ kind: 'redirect', id: 12 });
  });

  it('refuses what is not a course id', () => {
    for (const segment of ['yoga', '', '0', '-3', '99999999999'])
      expect(parseCourseId(segment)).toEqual({ kind: 'invalid' });
  });
});
