import { describe, expect, it } from 'vitest';
import { dateMask, formatDateInput, isoToMasked, maskedToIso } from './date-mask.ts';

describe('dateMask', () => {
  it.each([
    ['en-GB', 'DD/MM/YYYY'],
    ['en-US', 'MM/DD/YYYY'],
    ['de-DE', 'TT.MM.JJJJ'],
    ['fr-FR', 'JJ/MM/AAAA'],
    ['es-ES', 'DD/MM/AAAA'],
    ['it-IT', 'GG/MM/AAAA'],
    ['nl-NL', 'DD-MM-JJJJ'],
    ['hu-HU', 'ÉÉÉÉ. HH. NN'],
  ])('%s builds the placeholder %s from its own part names', (locale, placeholder) => {
    expect(dateMask(locale).placeholder).toBe(placeholder);
  });
});

describe('formatDateInput', () => {
  const german = dateMask('de-DE');

  it('adds separators once the next part begins', () => {
    expect(formatDateInput('3', german)).toBe('3');
    expect(formatDateInput('31', german)).toBe('31');
    expect(formatDateInput('311', german)).toBe('31.1');
    expect(formatDateInput('31121999', german)).toBe('31.12.1999');
  });

  it('drops letters and extra digits', () => {
    expect(formatDateInput('31x12--19990', german)).toBe('31.12.1999');
  });

  it('pads a one-digit day or month that the user ended with a separator', () => {
    expect(formatDateInput('3.', german)).toBe('03');
    expect(formatDateInput('3.1.2000', german)).toBe('03.01.2000');
  });

  it('follows a year-first layout', () => {
    expect(formatDateInput('20000131', dateMask('hu-HU'))).toBe('2000. 01. 31');
  });
});

describe('maskedToIso and isoToMasked', () => {
  it('turns a complete real date into ISO and back', () => {
    const us = dateMask('en-US');
    expect(maskedToIso('12/31/1999', us)).toBe('1999-12-31');
    expect(isoToMasked('1999-12-31', us)).toBe('12/31/1999');
  });

  it('answers null for incomplete or impossible dates', () => {
    const german = dateMask('de-DE');
    expect(maskedToIso('31.12.19', german)).toBeNull();
    expect(maskedToIso('31.02.2001', german)).toBeNull();
    expect(maskedToIso('29.02.2000', german)).toBe('2000-02-29');
  });
});
