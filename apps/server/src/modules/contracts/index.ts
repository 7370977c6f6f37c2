export { bankOfIban, checkAccountHolder } from './bank-service.ts';
export { type ContractHolder, cancelContractOfHolder, type HolderCancellationWish } from './holder-cancellation.ts';
export { runningContractIdOf } from './idle-extension.ts';
export { ITALIAN_PROVINCES } from './italian-provinces.ts';
export {
  createSepaMandate,
  currentMandateOf,
  mandatePdf,
  type NewSepaMandate,
  type SepaMandate,
} from './mandate-service.ts';
export { type DueFee, type FeeSchedule, feeScheduleOf } from './month-fees.ts';
export { documentTypeList, MINIMUM_AGE } from './offer-service.ts';
export { personalDataOfContracts } from './personal-data.ts';
export { extendContract } from './repo.ts';
export { ageOn } from './sign-checks.ts';
export { checkTaxId } from './tax-id.ts';
export { spanEnd } from './term-dates.ts';
