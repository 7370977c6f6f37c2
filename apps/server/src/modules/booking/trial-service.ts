import {
  BookingErrors,
  type CustomerData,
  ErrorCodes,
  type ErrorItem,
  type GuestBooking,
  type LeadConfig,
  type LeadField,
  leadFields,
  TrialErrors,
  ValidationMessages,
} from '@motus/contract';
import type { Database } from '../../db/client.ts';
import { countGuestHold, countGuestMail } from '../../lib/guest-limits.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { type LocalDate, localDateOf } from '../../lib/zoned-time.ts';
import type { StudioRow } from '../studios/index.ts';
import { requireStudio } from '../studios/index.ts';
import { bookAppointment } from './booking-service.ts';
import { toCalendarItems } from './calendar-service.ts';
import { findAppointmentWithBenefit, findBenefit } from './repo.ts';
import type { AppointmentRow } from './schema/appointments.ts';
import type { BenefitRow } from './schema/benefits.ts';
import type { CalendarItemRow } from './schema/calendar-items.ts';
import type { NewLeadRow } from './schema/leads.ts';
import type { TrialConfigurationRow } from './schema/trials.ts';
import { bookSingleSlot, requireSingleBenefit } from './single-appointments-service.ts';
import { mailConfirmRequest } from './trial-mails.ts';
import {
  findGuestCalendarEntry,
  findLeadByToken,
  findTrialConfiguration,
  findTrialSessionConfig,
  hasLiveGuestPlace,
  insertLead,
  lockGuestEmail,
} from './trial-repo.ts';

const MINUTE = 60_000;
const MINIMUM_AGE = 18;
/** A guest's free course place without a trial configuration of its own: name and e-mail, a day to confirm. */
const FREE_COURSE_RULE = { requiredFields: [] as string[], confirmWithinMinutes: 1440, oncePerEmail: true };

/** What a guest may book: the studio's trial session, a benefit's trial, or a free course appointment. */
export type GuestOffer = 'trial-session' | 'benefit-trial' | 'free-course';

type TrialRule = Pick<TrialConfigurationRow, 'requiredFields' | 'confirmWithinMinutes' | 'oncePerEmail'>;

function notAvailable(message: string): HttpError {
  return new HttpError(409, TrialErrors.trialNotAvailable, message, [
    { errorCode: TrialErrors.trialNotAvailable, typedArgs: [] },
  ]);
}

async function configurationOf(db: Database, id: number): Promise<TrialConfigurationRow> {
  const configuration = await findTrialConfiguration(db, id);
  if (!configuration) throw notAvailable('This offer cannot be tried');
  return configuration;
}

export function toLeadConfig(rule: TrialRule): LeadConfig {
  return {
    requiredFields: rule.requiredFields.filter((field): field is LeadField =>
      (leadFields as readonly string[]).includes(field),
    ),
    confirmWithinMinutes: rule.confirmWithinMinutes,
  };
}

async function ruleOf(
  db: Database,
  offer: GuestOffer,
  appointment: AppointmentRow,
  benefit: BenefitRow,
): Promise<TrialRule> {
  if (offer === 'trial-session') {
    const config = await findTrialSessionConfig(db, appointment.studioId);
    if (config?.benefitId !== benefit.id) throw notAvailable('This is not the studio’s trial session');
    return configurationOf(db, config.trialConfigurationId);
  }
  if (offer === 'benefit-trial') {
    if (benefit.trialConfigurationId === null) throw notAvailable('This offer cannot be tried');
    return configurationOf(db, benefit.trialConfigurationId);
  }
  if (benefit.kind !== 'COURSE' || benefit.bookingOptionType !== 'FREE') {
    throw new HttpError(409, TrialErrors.guestBookingNotFree, 'Guests can book free course appointments only', [
      { errorCode: TrialErrors.guestBookingNotFree, typedArgs: [] },
    ]);
  }
  return benefit.trialConfigurationId === null ? FREE_COURSE_RULE : configurationOf(db, benefit.trialConfigurationId);
}

/** The body field of each required customer-data field. */
const FIELD_OF: Record<LeadField, keyof CustomerData> = {
  PHONE: 'phone',
  DATE_OF_BIRTH: 'dateOfBirth',
  GENDER: 'gender',
  ADDRESS: 'address',
};

function fieldError(path: string, message: string): ErrorItem {
  return {
    errorCode: ErrorCodes.invalidValue,
    typedArgs: [
      { type: 'FIELD', value: path },
      { type: 'STRING', value: message },
    ],
  };
}

/** The latest date of birth of someone 18 or older today (spec 000 section 5); 29 February falls back to the 28th. */
function latestBirthDate(today: LocalDate): string {
  const latest = new Date(Date.UTC(today.year - MINIMUM_AGE, today.month - 1, today.day));
  if (latest.getUTCMonth() !== today.month - 1) latest.setUTCDate(0);
  return latest.toISOString().slice(0, 10);
}

/** One error item per missing required field, and one for a guest under 18 (400 VALIDATION_FAILED). */
export function assertCustomerData(
  data: CustomerData,
  rule: TrialRule,
  context: { path: string; today: LocalDate },
): void {
  const errors = toLeadConfig(rule)
    .requiredFields.filter((field) => data[FIELD_OF[field]] === undefined)
    .map((field) => fieldError(`${context.path}.${FIELD_OF[field]}`, ValidationMessages.required));
  if (data.dateOfBirth !== undefined && data.dateOfBirth > latestBirthDate(context.today)) {
    errors.push(fieldError(`${context.path}.dateOfBirth`, 'commons.validation.minAge'));
  }
  if (errors.length > 0) {
    throw new HttpError(400, ErrorCodes.validationFailed, 'Invalid customer data', errors);
  }
}

function alreadyTried(): HttpError {
  return new HttpError(409, TrialErrors.trialAlreadyBooked, 'This e-mail address already holds a place of this offer', [
    { errorCode: TrialErrors.trialAlreadyBooked, typedArgs: [] },
  ]);
}

/** A guest's lead at a studio, from their customer data (the e-mail address in lower case). */
export function leadRowOf(customerData: CustomerData, studio: StudioRow): NewLeadRow {
  const { address, locale, ...person } = customerData;
  return {
    ...person,
    email: customerData.email.toLowerCase(),
    address: address ?? null,
    tenantId: studio.tenantId,
    studioId: studio.id,
    locale: locale ?? studio.locale,
  };
}

/** What every guest booking carries: the slot's times and who the guest is. */
export interface GuestSlotRequest {
  startAt: Date;
  endAt: Date;
  customerData: CustomerData;
  /** Where the customer data sits in the body, for the field errors. */
  dataPath: string;
  origin: string;
  /** The request's source address, for the guest limits. */
  source: string;
}

/** What a guest is placed at, resolved before the hold; `place` runs inside the hold's transaction. */
interface GuestTarget {
  benefit: BenefitRow;
  rule: TrialRule;
  /** A free course gives one place per e-mail and appointment; a trial one per e-mail and benefit. */
  appointmentScope: number | undefined;
  place: (tx: Database, holder: { leadId: string; confirmUntil: Date }) => Promise<CalendarItemRow>;
}

/**
 * Holds a place for a guest: the lead is created in the studio's tenant, the place counts against the capacity until
 * it is confirmed from the mailed link or released at min(now + confirmWithinMinutes, start). The hold and the mail
 * count against the guest limits in the same transaction, so a refused booking counts nothing.
 */
async function holdForGuest(
  db: Database,
  target: GuestTarget,
  request: GuestSlotRequest,
  now: Date,
): Promise<GuestBooking> {
  const { benefit, rule, appointmentScope } = target;
  const studio = await requireStudio(db, benefit.studioId);
  assertCustomerData(request.customerData, rule, { path: request.dataPath, today: localDateOf(now, studio.zoneId) });
  const email = request.customerData.email.toLowerCase();
  const confirmUntil = new Date(
    Math.min(now.getTime() + rule.confirmWithinMinutes * MINUTE, request.startAt.getTime()),
  );
  const placed = await db.transaction(async (tx) => {
    const guest = { source: request.source, email };
    await countGuestHold(tx, guest);
    await countGuestMail(tx, guest);
    await lockGuestEmail(tx, `${benefit.tenantId}:${benefit.id}:${email}`);
    const duplicate = await hasLiveGuestPlace(tx, {
      tenant: benefit.tenantId,
      email,
      benefitId: benefit.id,
      appointmentId: appointmentScope,
    });
    if (duplicate && (rule.oncePerEmail || appointmentScope !== undefined)) throw alreadyTried();
    const lead = await insertLead(tx, leadRowOf(request.customerData, studio));
    const place = await target.place(tx, { leadId: lead.id, confirmUntil });
    const item = await guestItem(tx, place.id, lead.locale);
    await mailConfirmRequest(tx, { lead, item, tenant: benefit.tenantId, origin: request.origin });
    return { placeId: place.id, locale: lead.locale };
  });
  const item = await guestItem(db, placed.placeId, placed.locale);
  return { calendarItemId: item.id, email, confirmUntil: confirmUntil.toISOString(), item };
}

/** A guest books a slot of a course or of the trial session (a dated appointment). */
export async function bookAsGuest(
  db: Database,
  request: GuestSlotRequest & { offer: GuestOffer; appointmentId: number },
  now = new Date(),
): Promise<GuestBooking> {
  const found = await findAppointmentWithBenefit(db, request.appointmentId);
  if (!found) throw notFound(BookingErrors.appointmentNotFound, `Appointment ${request.appointmentId} not found`);
  const { appointment, benefit } = found;
  const target: GuestTarget = {
    benefit,
    rule: await ruleOf(db, request.offer, appointment, benefit),
    appointmentScope: request.offer === 'free-course' ? appointment.id : undefined,
    place: (tx, holder) =>
      bookAppointment(tx, {
        tenant: appointment.tenantId,
        holder,
        appointmentId: appointment.id,
        startAt: request.startAt,
        endAt: request.endAt,
        now,
      }),
  };
  return holdForGuest(db, target, request, now);
}

/** A guest tries a single-appointment benefit with a trial configuration: a free slot with one employee. */
export async function bookSingleTrialAsGuest(
  db: Database,
  request: GuestSlotRequest & { benefitId: number; employeeId: number },
  now = new Date(),
): Promise<GuestBooking> {
  const benefit = await requireSingleBenefit(db, request.benefitId);
  if (benefit.trialConfigurationId === null) throw notAvailable('This offer cannot be tried');
  const target: GuestTarget = {
    benefit,
    rule: await configurationOf(db, benefit.trialConfigurationId),
    appointmentScope: undefined,
    place: (tx, holder) =>
      bookSingleSlot(tx, {
        tenant: benefit.tenantId,
        holder,
        benefitId: benefit.id,
        employeeId: request.employeeId,
        startAt: request.startAt,
        endAt: request.endAt,
        now,
      }),
  };
  return holdForGuest(db, target, request, now);
}

/** A guest's place as a calendar item, its names in the locale; a member's place is not found this way. */
export async function guestItem(db: Database, id: string, locale: string | undefined) {
  const entry = await findGuestCalendarEntry(db, id);
  const [item] = entry ? await toCalendarItems(db, [entry], locale) : [];
  if (!item) throw notFound(BookingErrors.calendarItemNotFound, 'This booking does not exist');
  return item;
}

/** A member books the trial session only at the studio's trial-session benefit, like a course place; answers its tenant. */
export async function trialSessionTenantOf(db: Database, appointmentId: number): Promise<string> {
  const found = await findAppointmentWithBenefit(db, appointmentId);
  if (!found) throw notFound(BookingErrors.appointmentNotFound, `Appointment ${appointmentId} not found`);
  await ruleOf(db, 'trial-session', found.appointment, found.benefit);
  return found.appointment.tenantId;
}

/** The studio's trial-session benefit, or null when it offers none (spec 000 "Trial session config"). */
export async function trialSessionConfig(db: Database, studioId: number) {
  const studio = await requireStudio(db, studioId);
  const config = await findTrialSessionConfig(db, studio.id);
  return { studioId: studio.id, benefitId: config?.benefitId ?? null };
}

export async function trialSessionLeadConfig(db: Database, studioId: number): Promise<LeadConfig> {
  const config = await findTrialSessionConfig(db, studioId);
  if (!config) throw notFound(TrialErrors.trialNotAvailable, 'This studio offers no trial session');
  return toLeadConfig(await configurationOf(db, config.trialConfigurationId));
}

export async function benefitTrialLeadConfig(db: Database, benefitId: number): Promise<LeadConfig> {
  const benefit = await findBenefit(db, benefitId);
  if (benefit?.trialConfigurationId == null)
    throw notFound(TrialErrors.trialNotAvailable, 'This offer cannot be tried');
  return toLeadConfig(await configurationOf(db, benefit.trialConfigurationId));
}

/** Who booked, read back by the confirmation token, to greet the guest on the confirm page. */
export async function leadCustomer(db: Database, token: string) {
  const lead = await findLeadByToken(db, token);
  if (!lead) throw notFound(TrialErrors.confirmationNotFound, 'This confirmation link is unknown');
  return { firstName: lead.firstName, lastName: lead.lastName, email: lead.email };
}
