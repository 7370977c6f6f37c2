import { BankFieldMessages, type BankOfIban, ContractErrors, type FieldCheck } from '@motus/contract';
import ibanToBic from 'iban-to-bic';
import { electronicFormatIBAN, isValidBIC, isValidIBAN } from 'ibantools';
import { badRequest } from '../../lib/http-error.ts';
import { bankNameOfBic } from './bank-names.ts';

function fieldError(errorCode: string, field: string, message: string) {
  return badRequest(errorCode, message, [{ errorCode, typedArgs: [{ type: 'FIELD', value: field }] }]);
}

/** The IBAN in electronic form (upper case, no spaces); a 400 INVALID_IBAN 'Invalid IBAN' when its checks fail. */
export function requireValidIban(iban: string): string {
  const electronic = electronicFormatIBAN(iban) ?? '';
  if (!isValidIBAN(electronic)) throw fieldError(ContractErrors.invalidIban, 'iban', BankFieldMessages.invalidIban);
  return electronic;
}

export function requireValidBic(bic: string): string {
  const normalized = bic.replace(/\s+/g, '').toUpperCase();
  if (!isValidBIC(normalized)) throw fieldError(ContractErrors.invalidBic, 'bic', BankFieldMessages.invalidBic);
  return normalized;
}

/** The BIC (from the bank code, by iban-to-bic's national directories) and the bank's name. */
export function bankOfIban(iban: string): BankOfIban {
  const electronic = requireValidIban(iban);
  const bic = ibanToBic.ibanToBic(electronic) ?? null;
  return { iban: electronic, bic, bankName: bic ? bankNameOfBic(bic) : null };
}

/** A SEPA account holder: a person's or company's name of 2 to 70 characters of the SEPA character set. */
export function checkAccountHolder(accountHolder: string): FieldCheck {
  const name = accountHolder.trim();
  const valid = name.length >= 2 && name.length <= 70 && /^(?=.*\p{L})[\p{L}\p{M}0-9 '&.,/+()-]+$/u.test(name);
  return {
    valid,
    errors: valid
      ? []
      : [
          {
            errorCode: ContractErrors.invalidAccountHolder,
            typedArgs: [{ type: 'FIELD', value: 'accountHolder' }],
            field: 'accountHolder',
            message: BankFieldMessages.wrongOrMissingValue,
          },
        ],
  };
}
