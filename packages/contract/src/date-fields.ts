/**
 * The one list of answer fields that the web client turns into `Date`s (spec 000 section 3, spec 001 section 3).
 * A bare name matches at any depth; `parent.field` matches only under that parent key.
 */
export const DATE_FIELDS = [
  'startDateTime',
  'endDateTime',
  'ticket.dateTime',
  'earliestBookingDateTime',
  'latestBookingDateTime',
  'upcomingAppointmentDateTime',
  'dateOfBirth',
  'startDate',
  'endDate',
  'cancelationDate',
  'lastPossibleCancelationDate',
  'trialPeriodStartDate',
  'contractEndDate',
  'contractStartDate',
  'contractStartDateOfUse',
  'dueDate',
  'customerCreationDate',
  'earliestPossibleStartDate',
  'minDate',
  'maxDate',
  'firstPossibleStartDate',
  'claimPeriodStartDate',
  'claimPeriodEndDate',
  'claimedDate',
  'compensationPeriodStartDate',
  'compensationPeriodEndDate',
  'rewardPeriodFrom',
  'possibleRewardStartDates',
  'redeemableOn',
  'sendDateTime',
  'blockMySportsBookingUntil',
  'entranceLockUntil',
  'checkinTime',
  'checkoutTime',
  'date',
  'lastPossibleCheckinDateTime',
  'usageDate',
  'startTime',
  'endTime',
  'closingHoursDtos.from',
  'closingHoursDtos.until',
  'publishDate',
  'preuseDate',
  'bookingDate',
  'tokenValidUntil',
  'memberSince',
] as const;

type DateField = (typeof DATE_FIELDS)[number];
type BareDateField = Exclude<DateField, `${string}.${string}`>;
type IsDateKey<K, Parent> = K extends BareDateField
  ? true
  : `${Parent & string}.${K & string}` extends DateField
    ? true
    : false;
type AsDate<V> = V extends string ? Date : V extends readonly string[] ? Date[] : V;

/** The type of an answer after `reviveDates`. */
export type Revived<T, Parent = ''> = T extends Date | Blob
  ? T
  : T extends readonly (infer U)[]
    ? Revived<U, Parent>[]
    : T extends object
      ? { [K in keyof T]: IsDateKey<K, Parent> extends true ? AsDate<T[K]> : Revived<T[K], K> }
      : T;

const bareFields = new Set<string>(DATE_FIELDS.filter((field) => !field.includes('.')));
const qualifiedFields = new Set<string>(DATE_FIELDS.filter((field) => field.includes('.')));
const isoDatePrefix = /^\d{4}-\d{2}-\d{2}/;

function isDateField(key: string, parent: string): boolean {
  return bareFields.has(key) || qualifiedFields.has(`${parent}.${key}`);
}

function toDate(value: unknown): unknown {
  if (typeof value === 'string' && isoDatePrefix.test(value)) return new Date(value);
  if (Array.isArray(value)) return value.map(toDate);
  return value;
}

/** Turns the listed date fields of a parsed JSON answer into `Date`s, in place of their ISO strings. */
export function reviveDates<T>(value: T, parent = ''): Revived<T> {
  if (Array.isArray(value)) {
    return value.map((item) => reviveDates(item, parent)) as Revived<T>;
  }
  if (value === null || typeof value !== 'object') return value as Revived<T>;
  const result: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    result[key] = isDateField(key, parent) ? toDate(field) : reviveDates(field, key);
  }
  return result as Revived<T>;
}
