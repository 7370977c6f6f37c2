import {
  BankFieldMessages,
  ContractErrors,
  type ContractPreviewRequest,
  type SignContractRequest,
} from '@motus/contract';
import { badRequest } from '../../lib/http-error.ts';
import { daysBetween, type LocalDate, parseLocalDate } from '../../lib/zoned-time.ts';
import { checkAccountHolder, requireValidBic, requireValidIban } from './bank-service.ts';
import { MINIMUM_AGE, REQUIRED_CONDITIONS, startDateOf } from './offer-service.ts';
import type { OfferWithTerms } from './repo.ts';
import type { ContractModuleRow, ContractStudioSettingsRow, ContractTermRow } from './schema.ts';
import { checkTaxId } from './tax-id.ts';

/** How far ahead a member may choose a later start. */
const LATEST_START_DAYS = 92;

function fieldError(errorCode: string, field: string, message?: string) {
  return badRequest(errorCode, message ?? errorCode, [{ errorCode, typedArgs: [{ type: 'FIELD', value: field }] }]);
}

/** Whole years from the date of birth to `today`. */
export function ageOn(dateOfBirth: LocalDate, today: LocalDate): number {
  const birthdayPassed =
    today.month > dateOfBirth.month || (today.month === dateOfBirth.month && today.day >= dateOfBirth.day);
  return today.year - dateOfBirth.year - (birthdayPassed ? 0 : 1);
}

/** The SEPA account the member pays from: IBAN, BIC and holder as checked. */
export interface CheckedAccount {
  iban: string;
  bic: string | null;
  accountHolder: string;
}

export interface CheckedChoice {
  term: ContractTermRow;
  modules: ContractModuleRow[];
  startDate: LocalDate;
  account: CheckedAccount | null;
}

function chosenTerm(found: OfferWithTerms, termId: number): ContractTermRow {
  const term = found.terms.find((candidate) => candidate.id === termId);
  if (!term) throw fieldError(ContractErrors.termNotFound, 'termId');
  return term;
}

function chosenModules(found: OfferWithTerms, moduleIds: number[]): ContractModuleRow[] {
  return [...new Set(moduleIds)].map((id) => {
    const module = found.modules.find((candidate) => candidate.id === id);
    if (!module) throw fieldError(ContractErrors.moduleNotFound, 'moduleIds');
    return module;
  });
}

function chosenStart(term: ContractTermRow, wished: string | undefined, today: LocalDate): LocalDate {
  const first = startDateOf(term, today);
  if (wished === undefined) return first;
  const start = parseLocalDate(wished);
  if (!start || daysBetween(first, start) < 0 || daysBetween(today, start) > LATEST_START_DAYS) {
    throw fieldError(ContractErrors.invalidStartDate, 'startDate');
  }
  return start;
}

function checkPerson(
  request: ContractPreviewRequest,
  settings: ContractStudioSettingsRow | undefined,
  today: LocalDate,
) {
  const { customerData } = request;
  const birth = parseLocalDate(customerData.dateOfBirth);
  if (!birth || ageOn(birth, today) < MINIMUM_AGE) throw fieldError(ContractErrors.underage, 'dateOfBirth');
  const taxId = customerData.taxId?.trim();
  if (settings?.taxIdRequired && !taxId) throw fieldError(ContractErrors.taxIdRequired, 'taxId');
  if (taxId) {
    const check = checkTaxId({ ...customerData, taxId, countryCode: customerData.countryCode });
    if (!check.valid) throw fieldError(ContractErrors.invalidTaxId, 'taxId', BankFieldMessages.invalidTaxId);
  }
  if (settings?.documentRequired && !(customerData.documentType && customerData.documentNumber?.trim())) {
    throw fieldError(ContractErrors.documentRequired, 'documentNumber');
  }
}

function checkAccount(request: ContractPreviewRequest, settings: ContractStudioSettingsRow | undefined) {
  const { paymentData, customerData } = request;
  if (!(settings?.paymentMethods ?? ['SEPA']).includes(paymentData.method)) {
    throw fieldError(ContractErrors.paymentMethodNotAllowed, 'paymentData.method');
  }
  if (paymentData.method !== 'SEPA') return null;
  const iban = requireValidIban(paymentData.iban ?? '');
  const bic = paymentData.bic?.trim() ? requireValidBic(paymentData.bic) : null;
  const accountHolder = paymentData.accountHolder?.trim() || `${customerData.firstName} ${customerData.lastName}`;
  if (!checkAccountHolder(accountHolder).valid) {
    throw fieldError(ContractErrors.invalidAccountHolder, 'accountHolder', BankFieldMessages.wrongOrMissingValue);
  }
  return { iban, bic, accountHolder };
}

/** What preview and sign both check: the choice, the person (age, tax id, document) and the payment. */
export function checkChoice(
  request: ContractPreviewRequest,
  found: OfferWithTerms,
  settings: ContractStudioSettingsRow | undefined,
  today: LocalDate,
): CheckedChoice {
  const term = chosenTerm(found, request.termId);
  const modules = chosenModules(found, request.moduleIds);
  const startDate = chosenStart(term, request.startDate, today);
  checkPerson(request, settings, today);
  return { term, modules, startDate, account: checkAccount(request, settings) };
}

const PNG_DATA_URL = /^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/;

/** What only signing needs: the drawn signature, the accepted conditions and, for SEPA, the mandate's agreement. */
export function checkSignature(request: SignContractRequest): void {
  if (!PNG_DATA_URL.test(request.signature)) throw fieldError(ContractErrors.invalidSignature, 'signature');
  const missing = REQUIRED_CONDITIONS.filter((id) => !request.acceptedConditionIds.includes(id));
  if (missing.length > 0) throw fieldError(ContractErrors.conditionsNotAccepted, 'acceptedConditionIds');
  if (request.paymentData.method === 'SEPA' && !request.sepaAgreementAccepted) {
    throw fieldError(ContractErrors.sepaAgreementRequired, 'sepaAgreementAccepted');
  }
}
