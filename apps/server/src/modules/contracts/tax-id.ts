import { BankFieldMessages, type FieldCheck, TaxIdCheckErrors, type TaxIdRequest } from '@motus/contract';
import { decodeCodiceFiscale, isValidCodiceFiscale, nameCode, surnameCode } from './codice-fiscale.ts';

type CheckItem = FieldCheck['errors'][number];

function item(errorCode: string, field: string, message: string): CheckItem {
  return { errorCode, typedArgs: [{ type: 'FIELD', value: field }], field, message };
}

const invalid = () => item(TaxIdCheckErrors.invalidTaxId, 'taxId', BankFieldMessages.invalidTaxId);

/**
 * The German Steuer-ID: 11 digits, no leading zero, in the first ten one digit twice or three times and the others
 * at most once, and an ISO 7064 MOD 11,10 check digit.
 */
export function isValidSteuerId(taxId: string): boolean {
  if (!/^[1-9]\d{10}$/.test(taxId)) return false;
  const digits = [...taxId].map(Number);
  const counts = new Map<number, number>();
  for (const digit of digits.slice(0, 10)) counts.set(digit, (counts.get(digit) ?? 0) + 1);
  const repeated = [...counts.values()].filter((count) => count > 1);
  if (repeated.length !== 1 || (repeated[0] ?? 0) > 3) return false;
  let product = 10;
  for (const digit of digits.slice(0, 10)) {
    const sum = (digit + product) % 10 || 10;
    product = (sum * 2) % 11;
  }
  const check = (11 - product) % 10;
  return check === digits[10];
}

const missing = (request: TaxIdRequest): CheckItem[] =>
  [
    [request.firstName, TaxIdCheckErrors.missingFirstname, 'firstName'],
    [request.lastName, TaxIdCheckErrors.missingLastname, 'lastName'],
    [request.dateOfBirth, TaxIdCheckErrors.missingDateOfBirth, 'dateOfBirth'],
    [request.gender, TaxIdCheckErrors.missingGender, 'gender'],
  ].flatMap(([value, code, field]) =>
    value ? [] : [item(code as string, field as string, BankFieldMessages.wrongOrMissingValue)],
  );

/** The codice fiscale: its check letter, then what it encodes against the person's data. */
function checkCodiceFiscale(request: TaxIdRequest): CheckItem[] {
  const code = request.taxId.toUpperCase();
  if (!isValidCodiceFiscale(code)) return [invalid()];
  const absent = missing(request);
  if (absent.length > 0) return absent;
  if (request.gender === 'DIVERSE')
    return [item(TaxIdCheckErrors.unsupportedGender, 'gender', BankFieldMessages.wrongOrMissingValue)];
  const decoded = decodeCodiceFiscale(code);
  const [year = 0, month, day] = (request.dateOfBirth ?? '').split('-').map(Number);
  const matches =
    decoded.surname === surnameCode(request.lastName ?? '') &&
    decoded.name === nameCode(request.firstName ?? '') &&
    decoded.female === (request.gender === 'FEMALE') &&
    decoded.day === day &&
    decoded.month === month &&
    decoded.yearOfCentury === year % 100;
  return matches ? [] : [invalid()];
}

/** Checks a tax id by its country's rules; countries without a known rule accept any non-empty id. */
export function checkTaxId(request: TaxIdRequest): FieldCheck {
  const taxId = request.taxId.replace(/\s+/g, '');
  const errors =
    request.countryCode === 'IT'
      ? checkCodiceFiscale({ ...request, taxId })
      : request.countryCode === 'DE' && !isValidSteuerId(taxId)
        ? [invalid()]
        : [];
  return { valid: errors.length === 0, errors };
}
