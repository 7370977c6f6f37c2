import type {
  CalendarItem,
  FilterStudio,
  FreeSlot,
  SingleAppointmentFilter,
  SingleBenefit,
  SingleBenefitWithSlots,
  SingleNextAvailable,
  SlotDay,
} from '@motus/contract';
import { SingleAppointmentErrors } from '@motus/contract';
import type { Database } from '../../db/client.ts';
import { badRequest, HttpError, notFound } from '../../lib/http-error.ts';
import { translated } from '../../lib/localized-text.ts';
import type { TenantScope } from '../../lib/tenant-scope.ts';
import {
  addDays,
  DAY_MS,
  daysBetween,
  formatLocalDate,
  type LocalDate,
  localDateOf,
  parseLocalDate,
  zonedInstant,
} from '../../lib/zoned-time.ts';
import type { EmployeeRow } from '../employees/index.ts';
import type { StudioFilter, StudioRow } from '../studios/index.ts';
import { compactStudios, requireStudio } from '../studios/index.ts';
import { assertNotBlocked, type BookingHolder, inBookingTransaction, placeOrWait } from './booking-service.ts';
import { calendarItem, type MemberRequest, mailPlace } from './calendar-service.ts';
import { bookableRange, freeSlots, type FreeSlot as SlotRow, type SlotRules } from './free-slots.ts';
import { priceOrOfferOf } from './price-or-offer.ts';
import { listUsableContingents } from './repo.ts';
import type { BenefitRow } from './schema/benefits.ts';
import type { CalendarItemRow } from './schema/calendar-items.ts';
import {
  findSingleBenefit,
  findUpcomingStart,
  insertAppointment,
  listBusyIntervals,
  listNamesakeBenefits,
  listOfferingEmployees,
  listSingleBenefitsOfStudio,
  listWindows,
  lockEmployee,
  SINGLE_APPOINTMENT,
} from './single-appointments-repo.ts';

const MINUTE_MS = 60_000;
/** Without dates, slots of the coming week. */
const DEFAULT_RANGE_DAYS = 7;
/** Longest day range one v3 call answers (the booking window is shorter anyway). */
const MAX_RANGE_DAYS = 62;

type EmployeeName = Pick<EmployeeRow, 'firstName' | 'lastName'>;

const nameOf = (employee: EmployeeName) => `${employee.firstName} ${employee.lastName}`;

export async function requireSingleBenefit(db: Database, benefitId: number): Promise<BenefitRow> {
  const benefit = await findSingleBenefit(db, benefitId);
  if (!benefit) throw notFound(SingleAppointmentErrors.benefitNotFound, `Benefit ${benefitId} not found`);
  return benefit;
}

function rulesOf(benefit: BenefitRow, zoneId: string): SlotRules {
  return {
    durationMinutes: benefit.durationMinutes,
    bookUntilMinutes: benefit.bookUntilMinutes,
    bookAheadDays: benefit.bookAheadDays,
    zoneId,
  };
}

/** What a member sees besides the benefit: whether a contingent pays for it, and their next booked appointment. */
async function memberStateOf(db: Database, benefit: BenefitRow, customerId: string | undefined, now: Date) {
  if (customerId === undefined) return { bookableWithContingent: null, upcomingAppointmentDateTime: null };
  const [usable, upcoming] = await Promise.all([
    listUsableContingents(db, { customerId, benefitKind: SINGLE_APPOINTMENT, now }),
    findUpcomingStart(db, { customerId, benefitId: benefit.id, now }),
  ]);
  return { bookableWithContingent: usable.length > 0, upcomingAppointmentDateTime: upcoming?.toISOString() ?? null };
}

function toSingleBenefit(
  benefit: BenefitRow,
  studio: StudioRow,
  employees: EmployeeRow[],
  memberState: Pick<SingleBenefit, 'bookableWithContingent' | 'upcomingAppointmentDateTime'>,
): SingleBenefit {
  return {
    id: benefit.id,
    studioId: benefit.studioId,
    zoneId: studio.zoneId,
    name: benefit.name,
    description: benefit.description,
    colorHex: benefit.colorHex,
    imageUrl: benefit.imageUrl,
    category: benefit.category,
    durationMinutes: benefit.durationMinutes,
    employees: employees.map(({ id, firstName, lastName, photoUrl }) => ({ id, firstName, lastName, photoUrl })),
    benefitBookingOptionType: benefit.bookingOptionType,
    priceOrOffer: priceOrOfferOf(benefit, studio.currencyCode),
    benefitTrialConfigurationId: benefit.trialConfigurationId,
    bookAheadDays: benefit.bookAheadDays,
    bookUntilMinutes: benefit.bookUntilMinutes,
    cancellationDeadlineMinutes: benefit.cancellationDeadlineMinutes,
    ...memberState,
  };
}

async function describe(db: Database, benefit: BenefitRow, studio: StudioRow, scope: TenantScope, now: Date) {
  const [employees, memberState] = await Promise.all([
    listOfferingEmployees(db, [benefit.id]),
    memberStateOf(db, benefit, scope.customerId, now),
  ]);
  return toSingleBenefit(translated(benefit, benefit.translations, scope.locale), studio, employees, memberState);
}

/** One benefit; with a customer, the member variant (their contingent and next appointment). */
export async function singleBenefit(
  db: Database,
  benefit: BenefitRow,
  scope: TenantScope,
  now = new Date(),
): Promise<SingleBenefit> {
  const studio = await requireStudio(db, benefit.studioId);
  return describe(db, benefit, studio, scope, now);
}

/** The studio's single-appointment benefits, by name. */
export async function singleBenefitsOfStudio(
  db: Database,
  studioId: number,
  scope: TenantScope,
  now = new Date(),
): Promise<SingleBenefit[]> {
  const studio = await requireStudio(db, studioId);
  const benefits = await listSingleBenefitsOfStudio(db, studio.id);
  return Promise.all(benefits.map((benefit) => describe(db, benefit, studio, scope, now)));
}

interface SlotRange {
  from: Date;
  until: Date;
  employeeIds?: number[] | undefined;
}

/** The free slots of a benefit in a range, with the employees' names. */
async function slotsInRange(db: Database, benefit: BenefitRow, zoneId: string, range: SlotRange, now: Date) {
  const rules = rulesOf(benefit, zoneId);
  const offering = await listOfferingEmployees(db, [benefit.id]);
  const wanted = range.employeeIds;
  const employees = wanted ? offering.filter((employee) => wanted.includes(employee.id)) : offering;
  const names = new Map(employees.map((employee) => [employee.id, nameOf(employee)]));
  const windows = (await listWindows(db, [benefit.id])).filter((window) => names.has(window.employeeId));
  const busy = await listBusyIntervals(db, { employeeIds: [...names.keys()], from: range.from, until: range.until });
  const slots = freeSlots({ windows, busy, rules, from: range.from, until: range.until, now });
  return slots.map((slot) => toFreeSlot(slot, names.get(slot.employeeId) ?? '', rules));
}

function toFreeSlot(slot: SlotRow, employeeName: string, rules: SlotRules): FreeSlot {
  return {
    startDateTime: slot.startAt.toISOString(),
    endDateTime: slot.endAt.toISOString(),
    employeeId: slot.employeeId,
    employeeName,
    latestBookingDateTime: new Date(slot.startAt.getTime() - rules.bookUntilMinutes * MINUTE_MS).toISOString(),
  };
}

/** v1: free slots between two instants (default: the coming week). */
export async function singleSlots(
  db: Database,
  benefit: BenefitRow,
  query: { startDate?: string | undefined; endDate?: string | undefined; employeeIds?: number[] | undefined },
  now = new Date(),
): Promise<FreeSlot[]> {
  const studio = await requireStudio(db, benefit.studioId);
  const from = query.startDate ? new Date(query.startDate) : now;
  const until = query.endDate ? new Date(query.endDate) : new Date(from.getTime() + DEFAULT_RANGE_DAYS * DAY_MS);
  if (until <= from) throw badRequest(SingleAppointmentErrors.invalidRange, 'endDate must be after startDate');
  return slotsInRange(db, benefit, studio.zoneId, { from, until, employeeIds: query.employeeIds }, now);
}

function requireLocalDate(text: string): LocalDate {
  const date = parseLocalDate(text);
  if (!date) throw badRequest(SingleAppointmentErrors.invalidRange, `${text} is no date`);
  return date;
}

function daysFromTo(first: LocalDate, last: LocalDate): LocalDate[] {
  const count = daysBetween(first, last);
  if (count < 0 || count >= MAX_RANGE_DAYS) {
    throw badRequest(
      SingleAppointmentErrors.invalidRange,
      `endDate must be 0 to ${MAX_RANGE_DAYS - 1} days after startDate`,
    );
  }
  return Array.from({ length: count + 1 }, (_, offset) => addDays(first, offset));
}

/** v3: the benefit and its free slots grouped by local day (every day of the range, empty ones too). */
export async function singleBenefitWithSlots(
  db: Database,
  benefit: BenefitRow,
  query: { startDate?: string | undefined; endDate?: string | undefined; employeeIds?: number[] | undefined },
  scope: TenantScope,
  now = new Date(),
): Promise<SingleBenefitWithSlots> {
  const studio = await requireStudio(db, benefit.studioId);
  const zoneId = studio.zoneId;
  const first = query.startDate ? requireLocalDate(query.startDate) : localDateOf(now, zoneId);
  const last = query.endDate ? requireLocalDate(query.endDate) : addDays(first, DEFAULT_RANGE_DAYS - 1);
  const days = daysFromTo(first, last);
  const range = {
    from: zonedInstant(first, 0, zoneId),
    until: zonedInstant(addDays(last, 1), 0, zoneId),
    employeeIds: query.employeeIds,
  };
  const [described, slots] = await Promise.all([
    describe(db, benefit, studio, scope, now),
    slotsInRange(db, benefit, zoneId, range, now),
  ]);
  return { benefit: described, days: groupByDay(days, slots, zoneId) };
}

function groupByDay(days: LocalDate[], slots: FreeSlot[], zoneId: string): SlotDay[] {
  const byDay = new Map<string, FreeSlot[]>(days.map((day) => [formatLocalDate(day), []]));
  for (const slot of slots) byDay.get(formatLocalDate(localDateOf(new Date(slot.startDateTime), zoneId)))?.push(slot);
  return [...byDay].map(([day, daySlots]) => ({ day, slots: daySlots }));
}

/** The first free slot within the booking window (for the day strip's starting day). */
export async function nextAvailable(
  db: Database,
  benefit: BenefitRow,
  employeeIds: number[] | undefined,
  now = new Date(),
): Promise<SingleNextAvailable> {
  const studio = await requireStudio(db, benefit.studioId);
  const { earliest, latest } = bookableRange(rulesOf(benefit, studio.zoneId), now);
  const until = new Date(latest.getTime() + 1);
  const [first] = await slotsInRange(db, benefit, studio.zoneId, { from: earliest, until, employeeIds }, now);
  if (!first) return { day: null, startDateTime: null };
  return {
    day: formatLocalDate(localDateOf(new Date(first.startDateTime), studio.zoneId)),
    startDateTime: first.startDateTime,
  };
}

/** The filter options of a studio's appointment page: its benefits, who offers them, their categories. */
export async function singleAppointmentFilter(
  db: Database,
  studioId: number,
  locale: string | undefined,
): Promise<SingleAppointmentFilter> {
  const studio = await requireStudio(db, studioId);
  const benefits = (await listSingleBenefitsOfStudio(db, studio.id)).map((benefit) =>
    translated(benefit, benefit.translations, locale),
  );
  const employees = await listOfferingEmployees(
    db,
    benefits.map((benefit) => benefit.id),
  );
  const uniqueEmployees = new Map(
    employees.map((employee) => [employee.id, { id: employee.id, name: nameOf(employee) }]),
  );
  const categories = [...new Set(benefits.flatMap((benefit) => (benefit.category ? [benefit.category] : [])))].sort();
  return {
    benefits: benefits.map(({ id, name, category }) => ({ id, name, category })),
    employees: [...uniqueEmployees.values()],
    categories,
  };
}

export interface SingleSlotRequest {
  tenant: string;
  holder: BookingHolder;
  benefitId: number;
  employeeId: number;
  startAt: Date;
  endAt: Date;
  now: Date;
  contingentId?: number | undefined;
  /** A slot bought through a checkout (booking-service BookingRequest). */
  checkoutHoldUntil?: Date | undefined;
}

function slotConflict(errorCode: string, message: string): HttpError {
  return new HttpError(409, errorCode, message, [{ errorCode, typedArgs: [] }]);
}

/** Refuses a time that is not one of the employee's free slots of the benefit (taken, or never offered). */
async function assertFreeSlot(db: Database, benefit: BenefitRow, zoneId: string, request: SingleSlotRequest) {
  const rules = rulesOf(benefit, zoneId);
  const windows = await listWindows(db, [benefit.id], request.employeeId);
  const range = { from: request.startAt, until: new Date(request.startAt.getTime() + 1), now: request.now, rules };
  const offered = freeSlots({ ...range, windows, busy: [] }).some(
    (slot) => slot.endAt.getTime() === request.endAt.getTime(),
  );
  if (!offered) throw slotConflict(SingleAppointmentErrors.slotNotAvailable, 'This time is not offered for booking');
  const busy = await listBusyIntervals(db, {
    employeeIds: [request.employeeId],
    from: request.startAt,
    until: request.endAt,
  });
  if (busy.length > 0) throw slotConflict(SingleAppointmentErrors.slotTaken, 'This time has just been booked');
}

/**
 * Books a free slot of a single-appointment benefit for a member or a guest: the slot becomes an appointment of one
 * place with the employee. The employee's row lock serialises every booking of their time, so they are never given
 * two overlapping appointments, whatever the benefits and however many server instances book at once.
 */
export async function bookSingleSlot(
  db: Database,
  request: SingleSlotRequest,
  onPlaced: (tx: Database, item: CalendarItemRow) => Promise<void> = async () => {},
): Promise<CalendarItemRow> {
  if ('customerId' in request.holder) await assertNotBlocked(db, request.holder.customerId, request.now);
  return inBookingTransaction(db, async (tx) => {
    const benefit = await findSingleBenefit(tx, request.benefitId);
    if (!benefit || benefit.tenantId !== request.tenant) {
      throw notFound(SingleAppointmentErrors.benefitNotFound, `Benefit ${request.benefitId} not found`);
    }
    const employee = await lockEmployee(tx, request.employeeId, benefit.studioId);
    if (!employee) throw notFound(SingleAppointmentErrors.employeeNotFound, `Employee ${request.employeeId} not found`);
    const studio = await requireStudio(tx, benefit.studioId);
    await assertFreeSlot(tx, benefit, studio.zoneId, request);
    const appointment = await insertAppointment(tx, {
      tenantId: benefit.tenantId,
      studioId: benefit.studioId,
      benefitId: benefit.id,
      startAt: request.startAt,
      endAt: request.endAt,
      maxParticipants: 1,
      earliestBookingAt: new Date(request.startAt.getTime() - benefit.bookAheadDays * DAY_MS),
      latestBookingAt: new Date(request.startAt.getTime() - benefit.bookUntilMinutes * MINUTE_MS),
      cancellationDeadlineMinutes: benefit.cancellationDeadlineMinutes,
      employees: [nameOf(employee)],
      employeeId: employee.id,
    });
    const item = await placeOrWait(tx, appointment, benefit, { ...request, appointmentId: appointment.id });
    await onPlaced(tx, item);
    return item;
  });
}

/** A member books a slot; the confirmation mail with the calendar entry is queued in the same transaction. */
export async function bookSingleAppointment(
  db: Database,
  member: MemberRequest,
  booking: Omit<SingleSlotRequest, 'tenant' | 'holder' | 'now'>,
  now = new Date(),
): Promise<CalendarItem> {
  const item = await bookSingleSlot(
    db,
    { ...booking, tenant: member.tenant, holder: { customerId: member.customerId }, now },
    mailPlace(member.origin, 'booking-confirmed'),
  );
  return calendarItem(db, member, item.id, member.locale);
}

/**
 * The studio select of a benefit: the studios of its tenant that offer a single-appointment benefit of the same name
 * (the chain's "Personal Training" is one product with a benefit per studio), each with its own benefit id.
 */
export async function studiosOfferingBenefit(
  db: Database,
  benefitId: number,
  filter: StudioFilter,
): Promise<FilterStudio[]> {
  const benefit = await requireSingleBenefit(db, benefitId);
  const namesakes = await listNamesakeBenefits(db, benefit.tenantId, benefit.name);
  const benefitOfStudio = new Map(namesakes.map((namesake) => [namesake.studioId, namesake.id]));
  const studios = await compactStudios(db, { ...filter, tenant: benefit.tenantId });
  return studios.flatMap((studio) => {
    const id = benefitOfStudio.get(studio.id);
    return id === undefined ? [] : [{ ...studio, benefitId: id }];
  });
}
