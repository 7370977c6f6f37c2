import { describe, expect, it } from 'vitest';
import { matchLocale, negotiateLocale } from '../src/index.ts';

describe('locale negotiation (spec 002 section 9)', () => {
  it.each([
    ['de-DE', 'de-DE'],
    ['de_DE', 'de-DE'],
    ['en-US', 'en-US'],
    ['hu-HU', 'hu-HU'],
    ['de', 'de-DE'],
    ['de-AT', 'de-DE'],
    ['en-CA', 'en-GB'],
    ['fr-CA', 'fr-FR'],
    ['es-CO', 'es-ES'],
    ['ca', 'es-ES'],
    ['ca-ES', 'es-ES'],
    ['ca-FR', 'fr-FR'],
    ['ca-IT', 'it-IT'],
  ])('maps %s to %s', (requested, expected) => {
    expect(matchLocale(requested)).toBe(expected);
  });

  it('answers null for languages the portal does not speak', () => {
    expect(matchLocale('pl-PL')).toBeNull();
    expect(matchLocale('')).toBeNull();
  });

  it('takes the first candidate that fits, the locale parameter before the browser languages', () => {
    expect(negotiateLocale(['it', 'de-DE'])).toBe('it-IT');
    expect(negotiateLocale([undefined, 'pl-PL', 'nl-BE'])).toBe('nl-NL');
  });

  it('falls back to en-GB', () => {
    expect(negotiateLocale(['pl-PL', 'cs'])).toBe('en-GB');
    expect(negotiateLocale([])).toBe('en-GB');
  });
});
