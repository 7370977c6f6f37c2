import type { ContractModule } from '@motus/contract';
import { describe, expect, it } from 'vitest';
import type { PersonalValues, SignupDraft } from './signup-draft.ts';
import { addressSchema, paymentSchema, personalSchema } from './signup-schema.ts';
import { reachableStep, stepsOf } from './signup-steps.ts';

const PERSON: PersonalValues = {
  firstName: 'Giulia',
  lastName: 'Rossi',
  email: 'giulia@example.com',
  phone: '',
  dateOfBirth: '1990-05-17',
  gender: '',
  placeOfBirth: '',
  taxId: '',
  documentType: '',
  documentNumber: '',
};

const SEPA = { method: 'SEPA', iban: '', bic: '', accountHolder: 'Giulia Rossi', sepaAgreementAccepted: true };

function messagesOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  return Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));
}

function birthDateYearsAgo(years: number, dayShift = 0): string {
  const today = new Date();
  const day = new Date(today.getFullYear() - years, today.getMonth(), today.getDate() + dayShift);
  return `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
}

describe('the personal data', () => {
  const schema = personalSchema({ taxIdRequired: false, documentRequired: false });

  it('takes a prospect who turns 18 today and refuses one who turns 18 tomorrow', () => {
    expect(schema.safeParse({ ...PERSON, dateOfBirth: birthDateYearsAgo(18) }).success).toBe(true);
    expect(messagesOf(schema.safeParse({ ...PERSON, dateOfBirth: birthDateYearsAgo(18, 1) }))).toEqual({
      dateOfBirth: 'commons.validation.minAge',
    });
  });

  it('asks the tax id and the identity document only where the studio requires them', () => {
    expect(schema.safeParse(PERSON).success).toBe(true);
    const strict = personalSchema({ taxIdRequired: true, documentRequired: true });
    expect(messagesOf(strict.safeParse(PERSON))).toEqual({
      taxId: 'commons.validation.required',
      documentType: 'commons.validation.required',
      documentNumber: 'commons.validation.required',
    });
    const complete = { ...PERSON, taxId: 'RSSGLI90E57H501X', documentType: 'PASSPORT', documentNumber: 'YA1234567' };
    expect(strict.safeParse(complete).success).toBe(true);
  });
});

describe('the address', () => {
  it('needs a state or province only where the country has them', () => {
    const address = { street: 'Via Roma', houseNumber: '1', zip: '00184', city: 'Roma', provinceCode: '' };
    expect(addressSchema(false).safeParse(address).success).toBe(true);
    expect(messagesOf(addressSchema(true).safeParse(address))).toEqual({ provinceCode: 'commons.validation.required' });
  });
});

describe('the payment', () => {
  it('needs a valid IBAN, an account holder and the accepted mandate for SEPA', () => {
    expect(paymentSchema.safeParse({ ...SEPA, iban: 'DE89370400440532013000' }).success).toBe(true);
    expect(messagesOf(paymentSchema.safeParse({ ...SEPA, iban: 'DE89370400440532013001' }))).toEqual({
      iban: 'commons.validation.iban',
    });
    expect(messagesOf(paymentSchema.safeParse({ ...SEPA, accountHolder: ' ', sepaAgreementAccepted: false }))).toEqual({
      iban: 'commons.validation.required',
      accountHolder: 'commons.validation.required',
      sepaAgreementAccepted: 'commons.validation.textBlockNamed',
    });
  });

  it('needs nothing more for a card or ACH', () => {
    expect(
      paymentSchema.safeParse({ ...SEPA, method: 'ACH', accountHolder: '', sepaAgreementAccepted: false }).success,
    ).toBe(true);
  });
});

describe('the steps', () => {
  const month = { value: 1, unit: 'MONTH' as const };
  const sauna: ContractModule = {
    id: 1,
    name: 'Sauna',
    description: '',
    price: { amount: 9, currency: 'EUR' },
    paymentFrequency: month,
    minimumTerm: month,
    renewalPeriod: month,
    noticePeriod: month,
  };
  const withModules = stepsOf({ modules: [sauna] });
  const draft = (change: Partial<SignupDraft> = {}): SignupDraft => ({ termId: 71, moduleIds: [], ...change });

  it('skips the modules step of an offer without modules', () => {
    expect(stepsOf({ modules: [] })).not.toContain('modules');
    expect(withModules).toContain('modules');
  });

  it('shows the first step still to fill in before the one asked, and after signing only the success step', () => {
    expect(reachableStep('sign', withModules, draft())).toBe('personal');
    expect(reachableStep('payment', withModules, draft({ personal: PERSON }))).toBe('address');
    expect(reachableStep('personal', withModules, draft())).toBe('personal');
    const signed = { contractNumber: 'V-1', customerNumber: 'K-1', startDate: '2030-01-01' };
    expect(reachableStep('personal', withModules, draft({ signed }))).toBe('success');
    expect(reachableStep('success', withModules, draft())).toBe('personal');
  });
});
