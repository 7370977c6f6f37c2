import { describe, expect, it } from 'vitest';
import {
  BIRTH_DAYS,
  BIRTH_MONTHS,
  bic,
  birthDate,
  birthYears,
  date,
  email,
  formatIban,
  futureDate,
  iban,
  identityNumberMessage,
  latestBirthDate,
  lines,
  MESSAGES,
  max,
  messageText,
  min,
  name,
  password,
  pastDate,
  required,
  textBlock,
  validate,
} from './validators.ts';

const key = (result: { key: string } | undefined) => result?.key;

describe('required', () => {
  it("gives 'commons.validation.required' for missing values", () => {
    for (const value of [undefined, null, '', '   ', Number.NaN, Number.POSITIVE_INFINITY, false, []]) {
      expect(key(required(value)), String(value)).toBe('commons.validation.required');
    }
  });

  it('accepts present values, zero included, and takes a custom key', () => {
    for (const value of ['a', 0, -3.5, true, ['x'], {}]) expect(required(value)).toBeUndefined();
    expect(key(required('', 'custom.key'))).toBe('custom.key');
  });
});

describe('min and max', () => {
  it('compare numbers by value and strings by length', () => {
    expect(min(3)(2)).toEqual({ key: MESSAGES.minValue, values: { limit: 3 } });
    expect(min(3)(3)).toBeUndefined();
    expect(min(3)('ab')).toEqual({ key: MESSAGES.minLength, values: { limit: 3 } });
    expect(max(3)('abcd')).toEqual({ key: MESSAGES.maxLength, values: { limit: 3 } });
    expect(max(10)(11)).toEqual({ key: MESSAGES.maxValue, values: { limit: 10 } });
    expect(max(10)('0123456789')).toBeUndefined();
  });

  it('take a custom message and leave empty values to required', () => {
    expect(key(min(18, 'form.age.tooYoung')(17))).toBe('form.age.tooYoung');
    expect(min(3)('')).toBeUndefined();
    expect(max(3)(null)).toBeUndefined();
  });
});

describe('email', () => {
  it("gives 'Invalid email address' for a non-empty value that is not an address", () => {
    expect(key(email('ada@'))).toBe('commons.validation.email');
    expect(key(email('ada lovelace@example.com'))).toBe('commons.validation.email');
    expect(email('ada@example.com')).toBeUndefined();
    expect(email('')).toBeUndefined();
  });
});

describe('password', () => {
  it('needs 8 characters with a letter and a digit', () => {
    expect(password('abcdefg1')).toBeUndefined();
    expect(password('Ünïcödé9')).toBeUndefined();
    expect(key(password('abcdef1'))).toBe('commons.validation.password');
    expect(key(password('abcdefgh'))).toBe('commons.validation.password');
    expect(key(password('12345678'))).toBe('commons.validation.password');
  });
});

describe('name', () => {
  it('allows letters (accented too), space, hyphen and dot', () => {
    for (const value of ['José María', 'Zoë-Ann St. Clair', 'Ørjan', 'Dr. Müller-Lüdenscheidt']) {
      expect(name(value), value).toBeUndefined();
    }
    for (const value of ['R2D2', 'Bob_', 'Anne@home', '...']) {
      expect(key(name(value)), value).toBe('commons.validation.name');
    }
  });
});

describe('lines', () => {
  it('needs at least one line', () => {
    expect(key(lines([]))).toBe('commons.validation.lines');
    expect(key(lines([[]]))).toBe('commons.validation.lines');
    expect(key(lines(' \n  '))).toBe('commons.validation.lines');
    expect(lines([[{ x: 1, y: 2 }]])).toBeUndefined();
    expect(lines('Main street 1')).toBeUndefined();
  });
});

describe('textBlock', () => {
  it('must be accepted, naming the block when it has a name', () => {
    expect(textBlock(true, 'House rules')).toBeUndefined();
    expect(textBlock(false, 'House rules')).toEqual({ key: MESSAGES.textBlockNamed, values: { name: 'House rules' } });
    expect(textBlock(false)).toEqual({ key: MESSAGES.textBlock });
  });
});

describe('dates', () => {
  const today = new Date(2025, 5, 15, 14, 30);

  it("gives 'Invalid date' for strings that are not real ISO dates", () => {
    expect(key(date('2025-02-30'))).toBe('commons.validation.date');
    expect(key(date('15.06.2025'))).toBe('commons.validation.date');
    expect(date('2024-02-29')).toBeUndefined();
    expect(date('')).toBeUndefined();
  });

  it('compares whole days for past and future; today is neither', () => {
    expect(pastDate('2025-06-14', today)).toBeUndefined();
    expect(key(pastDate('2025-06-15', today))).toBe('commons.validation.pastDate');
    expect(futureDate('2025-06-16', today)).toBeUndefined();
    expect(key(futureDate('2025-06-15', today))).toBe('commons.validation.futureDate');
    expect(key(futureDate('2025-13-01', today))).toBe('commons.validation.date');
  });
});

describe('birth date', () => {
  const today = new Date(2025, 5, 15);

  it('must be at least 18 years before today', () => {
    expect(birthDate('2007-06-15', today)).toBeUndefined();
    expect(birthDate('2007-06-16', today)).toEqual({ key: MESSAGES.minAge, values: { age: 18 } });
    expect(latestBirthDate(new Date(2024, 1, 29))).toEqual(new Date(2006, 1, 28));
  });

  it('must be valid and within the 100-year list', () => {
    expect(key(birthDate('1990-02-31', today))).toBe('commons.validation.date');
    expect(key(birthDate('1925-12-31', today))).toBe('commons.validation.date');
    expect(birthDate('1926-01-01', today)).toBeUndefined();
  });

  it('offers 100 years ending this year, days 01-31 and months 01-12', () => {
    const years = birthYears(today);
    expect(years).toHaveLength(100);
    expect(years[0]).toBe(1926);
    expect(years.at(-1)).toBe(2025);
    expect(BIRTH_DAYS[0]).toBe('01');
    expect(BIRTH_DAYS.at(-1)).toBe('31');
    expect(BIRTH_MONTHS).toEqual(['01', '02', '03', '04', '05', '06', '07', '08', '09', '10', '11', '12']);
  });
});

describe('IBAN and BIC', () => {
  it('checks an IBAN by its mod-97 check digits, ignoring spaces and case', () => {
    expect(iban('DE89 3704 0044 0532 0130 00')).toBeUndefined();
    expect(iban('gb82west12345698765432')).toBeUndefined();
    expect(key(iban('DE89 3704 0044 0532 0130 01'))).toBe('commons.validation.iban');
    expect(key(iban('DE89'))).toBe('commons.validation.iban');
  });

  it('shows an IBAN upper-cased in blocks of four', () => {
    expect(formatIban('de89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
  });

  it('accepts a BIC of 8 or 11 characters in the ISO 9362 shape', () => {
    expect(bic('DEUTDEFF')).toBeUndefined();
    expect(bic('deutdeff500')).toBeUndefined();
    expect(bic('COBADEHD055')).toBeUndefined();
    for (const value of ['DEUTDEF', 'DEUTDEFF5', 'DEU1DEFF', 'DEUT12FF', 'DEUTDEFF50!']) {
      expect(key(bic(value)), value).toBe('commons.validation.bic');
    }
  });
});

describe('identityNumberMessage', () => {
  const fields: Record<string, string> = {
    'commons.validation.fields.firstName': 'First name',
    'commons.validation.fields.lastName': 'Last name',
    'commons.validation.fields.gender': 'Gender',
  };
  const translate = (field: string) => fields[field] ?? field;

  it("says 'Identity number is invalid.' for INVALID_TAX_ID", () => {
    expect(identityNumberMessage(['MISSING_GENDER', 'INVALID_TAX_ID'])).toEqual({ key: MESSAGES.taxId });
  });

  it("names the fields of MISSING_* codes after 'Wrong or missing value'", () => {
    expect(identityNumberMessage(['MISSING_FIRSTNAME', 'MISSING_LASTNAME'], translate)).toEqual({
      key: MESSAGES.wrongValueFields,
      values: { fields: 'First name, Last name' },
    });
    expect(identityNumberMessage(['MISSING_GENDER', 'UNSUPPORTED_GENDER'], translate)).toEqual({
      key: MESSAGES.wrongValueFields,
      values: { fields: 'Gender' },
    });
  });

  it('falls back to the plain message for unknown codes and answers nothing without codes', () => {
    expect(identityNumberMessage(['SOMETHING_ELSE'])).toEqual({ key: MESSAGES.wrongValue });
    expect(identityNumberMessage([])).toBeUndefined();
  });
});

describe('validate and messageText', () => {
  it('answers the first failure and its text', () => {
    const result = validate<string>('ab', [required, min(3), email]);
    expect(result).toEqual({ key: MESSAGES.minLength, values: { limit: 3 } });
    const text = messageText((messageKey, values) => `${messageKey}:${values?.limit}`, result ?? { key: '' });
    expect(text).toBe('commons.validation.minLength:3');
    expect(validate('ada@example.com', [required, email])).toBeUndefined();
  });
});
