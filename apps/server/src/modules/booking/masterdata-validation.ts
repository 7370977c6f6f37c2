import { ErrorCodes, type MasterDataValidation } from '@motus/contract';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import { type Customer, findCustomer } from '../customers/index.ts';

/** The actions whose master data the portal checks before it offers them (spec 001 masterdata/validate). */
export type MasterDataAction = 'bookAppointment' | 'bookCourse' | 'bookTrialSession' | 'signContract';

type Check = (customer: Customer, now: Date) => { errorCode: string; field: string } | undefined;

const MINIMUM_CONTRACT_AGE = 18;

const present =
  (field: 'firstName' | 'lastName' | 'email' | 'dateOfBirth' | 'iban', errorCode: string): Check =>
  (customer) =>
    customer[field]?.trim() ? undefined : { errorCode, field };

function ageOn(dateOfBirth: string, now: Date): number {
  const [year = 0, month = 1, day = 1] = dateOfBirth.split('-').map(Number);
  const birthdayPassed = now.getUTCMonth() + 1 > month || (now.getUTCMonth() + 1 === month && now.getUTCDate() >= day);
  return now.getUTCFullYear() - year - (birthdayPassed ? 0 : 1);
}

const adult: Check = (customer, now) =>
  customer.dateOfBirth && ageOn(customer.dateOfBirth, now) < MINIMUM_CONTRACT_AGE
    ? { errorCode: 'UNDERAGE', field: 'dateOfBirth' }
    : undefined;

/** The studio reaches whoever holds a place by name and e-mail (cancelled classes, waiting-list moves). */
const REACHABLE: Check[] = [
  present('firstName', 'MISSING_FIRSTNAME'),
  present('lastName', 'MISSING_LASTNAME'),
  present('email', 'MISSING_EMAIL'),
];

/**
 * What each action needs (decided for the portal, docs/decisions.md): bookings need a reachable member; a trial
 * session also the date of birth (the studio's health and liability check); a contract an adult with an IBAN for the
 * direct debit.
 */
const CHECKS: Record<MasterDataAction, Check[]> = {
  bookAppointment: REACHABLE,
  bookCourse: REACHABLE,
  bookTrialSession: [...REACHABLE, present('dateOfBirth', 'MISSING_DATE_OF_BIRTH')],
  signContract: [...REACHABLE, present('dateOfBirth', 'MISSING_DATE_OF_BIRTH'), adult, present('iban', 'MISSING_IBAN')],
};

export async function validateMasterData(
  db: Database,
  member: { tenant: string; customerId: string },
  action: MasterDataAction,
  now = new Date(),
): Promise<MasterDataValidation> {
  const customer = await findCustomer(db, member.tenant, member.customerId);
  if (!customer) throw notFound(ErrorCodes.customerNotFound, 'The connected customer does not exist');
  const errors = CHECKS[action].flatMap((check) => check(customer, now) ?? []);
  return { valid: errors.length === 0, errors };
}
