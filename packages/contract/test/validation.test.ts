import { describe, expect, it } from 'vitest';
import {
  emailAddress,
  formatIban,
  iban,
  isValidIban,
  password,
  personName,
  ValidationMessages,
  verificationCode,
} from '../src/validation.ts';

function messageOf(result: { success: boolean; error?: { issues: { message: string }[] } }): string | undefined {
  return result.success ? undefined : result.error?.issues[0]?.message;
}

describe('shared validation (spec 000 section 5)', () => {
  it('requires a password of 8 or more characters with a letter and a digit', () => {
    expect(password.safeParse('abcdefg1').success).toBe(true);
    expect(password.safeParse('Überall9').success).toBe(true);
    for (const weak of ['abc1', 'abcdefgh', '12345678']) {
      expect(messageOf(password.safeParse(weak)), weak).toBe(ValidationMessages.password);
    }
    expect(messageOf(password.safeParse(''))).toBe(ValidationMessages.required);
  });

  it('accepts names of letters (accented too), space, hyphen and dot', () => {
    for (const name of ['Zoë', 'Jean-Luc', 'Dr. Müller', 'Ñúñez Ortiz', 'Őrsi']) {
      expect(personName.safeParse(name).success, name).toBe(true);
    }
    for (const name of ['R2D2', "O'Brien", '<b>', '-.']) {
      expect(messageOf(personName.safeParse(name)), name).toBe(ValidationMessages.name);
    }
    expect(messageOf(personName.safeParse('   '))).toBe(ValidationMessages.required);
  });

  it('trims e-mail addresses and reports the e-mail key', () => {
    expect(emailAddress.parse('  anna@example.com ')).toBe('anna@example.com');
    expect(messageOf(emailAddress.safeParse('anna@'))).toBe(ValidationMessages.email);
    expect(messageOf(emailAddress.safeParse(''))).toBe(ValidationMessages.required);
  });

  it('takes six-digit codes', () => {
    expect(verificationCode.safeParse('012345').success).toBe(true);
    expect(messageOf(verificationCode.safeParse('12345'))).toBe(ValidationMessages.code);
  });

  it('checks IBANs by their check digits and normalises them', () => {
    expect(isValidIban('DE89 3704 0044 0532 0130 00')).toBe(true);
    expect(isValidIban('DE88 3704 0044 0532 0130 00')).toBe(false);
    expect(isValidIban('CH450023523510098765X')).toBe(true);
    expect(iban.parse('de89 3704 0044 0532 0130 00')).toBe('DE89370400440532013000');
    expect(messageOf(iban.safeParse('DE00'))).toBe(ValidationMessages.iban);
    expect(formatIban('de89370400440532013000')).toBe('DE89 3704 0044 0532 0130 00');
  });
});
