import { describe, expect, it } from 'vitest';
import { acceptedLanguages } from '../../../src/modules/translations/page-catalogues.ts';

describe('acceptedLanguages', () => {
  it('orders the languages by their weight, keeping the order of equal ones', () => {
    expect(acceptedLanguages('de;q=0.5, fr-CH, en-GB;q=0.8, it')).toEqual(['fr-CH', 'it', 'en-GB', 'de']);
  });

  it('drops refused, wildcard and empty entries', () => {
    expect(acceptedLanguages('nl;q=0, *, , es-ES;q=0.1')).toEqual(['es-ES']);
    expect(acceptedLanguages(undefined)).toEqual([]);
  });
});
