import type { CalendarItem, SlotBookingOption } from '@motus/contract';
import { BookingErrors } from '@motus/contract';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/http-error.ts';
import { translated } from '../../lib/localized-text.ts';
import type { TenantScope } from '../../lib/tenant-scope.ts';
import { requireStudio } from '../studios/index.ts';
import { findAppointmentWithBenefit, findBenefit, listUsableContingents } from './repo.ts';
import type { BenefitRow } from './schema/benefits.ts';
import type { ContingentRow } from './schema/contingents.ts';
import { findTrialSessionConfigurationId } from './trial-repo.ts';

/** plain: contingents and free; withOffers: also paid offers; withTrialContingent: also trial contingents. */
export type OptionsVariant = 'plain' | 'withOffers' | 'withTrialContingent';

export interface OptionsRequest {
  kind: CalendarItem['itemType'];
  itemId: number;
  /** Single appointments: the chosen free slot's start. */
  startDateTime?: string | undefined;
}

const MINUTE = 60_000;

const NO_OPTION_FIELDS = {
  benefitType: null,
  contingentId: null,
  visitsLeft: null,
  unlimited: false,
  validUntil: null,
  trialConfigurationId: null,
  price: null,
  cancelableUntil: null,
} as const;

function itemNotFound(itemId: number) {
  return notFound(BookingErrors.appointmentNotFound, `Bookable item ${itemId} not found`);
}

interface Slot {
  benefit: BenefitRow;
  cancelableUntil: string | null;
}

function deadlineBefore(start: Date | undefined, minutes: number): string | null {
  return start ? new Date(start.getTime() - minutes * MINUTE).toISOString() : null;
}

/** The benefit behind the slot: a single appointment's by its id, the others' through their appointment. */
async function slotOf(db: Database, request: OptionsRequest): Promise<Slot | undefined> {
  if (request.kind === 'SINGLE_APPOINTMENT') {
    const benefit = await findBenefit(db, request.itemId);
    const start = request.startDateTime ? new Date(request.startDateTime) : undefined;
    return benefit && { benefit, cancelableUntil: deadlineBefore(start, benefit.cancellationDeadlineMinutes) };
  }
  const found = await findAppointmentWithBenefit(db, request.itemId);
  if (!found) return undefined;
  const { appointment, benefit } = found;
  return { benefit, cancelableUntil: deadlineBefore(appointment.startAt, appointment.cancellationDeadlineMinutes) };
}

async function requireSlot(db: Database, request: OptionsRequest, tenant: string | undefined): Promise<Slot> {
  const slot = await slotOf(db, request);
  const benefit = slot?.benefit;
  if (!slot || benefit?.kind !== request.kind || (tenant !== undefined && benefit.tenantId !== tenant)) {
    throw itemNotFound(request.itemId);
  }
  return slot;
}

function contingentOption(contingent: ContingentRow, locale: string | undefined): SlotBookingOption {
  const unlimited = contingent.total === null;
  return {
    ...NO_OPTION_FIELDS,
    id: `contingent-${contingent.id}`,
    type: 'CONTINGENT',
    name: translated(contingent, contingent.translations, locale).name,
    benefitType: contingent.benefitType,
    contingentId: contingent.id,
    visitsLeft: unlimited ? null : Math.max((contingent.total ?? 0) - contingent.used, 0),
    unlimited,
    validUntil: contingent.validUntil.toISOString(),
  };
}

async function contingentOptions(
  db: Database,
  benefit: BenefitRow,
  scope: TenantScope & { customerId: string },
  variant: OptionsVariant,
): Promise<SlotBookingOption[]> {
  const { customerId } = scope;
  if (benefit.bookingOptionType === 'FREE') return [];
  const usable = await listUsableContingents(db, { customerId, benefitKind: benefit.kind, now: new Date() });
  return usable
    .filter((contingent) => variant === 'withTrialContingent' || contingent.benefitType !== 'TRIAL_CONTINGENT')
    .map((contingent) => contingentOption(contingent, scope.locale));
}

function freeOption(benefit: BenefitRow): SlotBookingOption {
  return { ...NO_OPTION_FIELDS, id: 'free', type: 'FREE', name: benefit.name };
}

/**
 * A guest may try a benefit with a trial configuration; the trial session is tried by anyone who books it (members
 * book it through the member trial-session call).
 */
async function trialOption(
  db: Database,
  benefit: BenefitRow,
  isMember: boolean,
): Promise<SlotBookingOption | undefined> {
  const trialConfigurationId =
    benefit.kind === 'TRIAL_SESSION'
      ? await findTrialSessionConfigurationId(db, benefit)
      : benefit.trialConfigurationId;
  if (trialConfigurationId === undefined || trialConfigurationId === null) return undefined;
  if (isMember && benefit.kind !== 'TRIAL_SESSION') return undefined;
  return { ...NO_OPTION_FIELDS, id: 'trial', type: 'TRIAL', name: benefit.name, trialConfigurationId };
}

async function offerOption(db: Database, benefit: BenefitRow): Promise<SlotBookingOption | undefined> {
  if (benefit.bookingOptionType !== 'ONLINE_PAYMENT' || benefit.priceMinor === null) return undefined;
  const currency = benefit.currencyCode ?? (await requireStudio(db, benefit.studioId)).currencyCode;
  return {
    ...NO_OPTION_FIELDS,
    id: `offer-${benefit.id}`,
    type: 'OFFER',
    name: benefit.name,
    price: { amount: benefit.priceMinor / 100, currency },
  };
}

/**
 * The ways to book a slot (spec 001 bookingoptions): the member's usable contingents covering the benefit's kind,
 * FREE for a free benefit, TRIAL for a guest when the benefit can be tried, and with offers the paid place. Public
 * answers never list contingents. A trial session is always booked as its trial.
 */
export async function bookingOptions(
  db: Database,
  request: OptionsRequest,
  scope: TenantScope,
  variant: OptionsVariant,
): Promise<SlotBookingOption[]> {
  const slot = await requireSlot(db, request, scope.tenant);
  const { cancelableUntil } = slot;
  const benefit = translated(slot.benefit, slot.benefit.translations, scope.locale);
  const isMember = scope.customerId !== undefined;
  const trial = await trialOption(db, benefit, isMember);
  const found = benefit.kind === 'TRIAL_SESSION' ? [trial] : await otherOptions(db, benefit, scope, variant, trial);
  return found
    .filter((option): option is SlotBookingOption => option !== undefined)
    .map((option) => ({ ...option, cancelableUntil }));
}

/** A guest books a free single appointment only as its trial: there is no guest booking of single slots. */
function freeFor(benefit: BenefitRow, isMember: boolean): SlotBookingOption | undefined {
  if (benefit.bookingOptionType !== 'FREE') return undefined;
  return isMember || benefit.kind !== 'SINGLE_APPOINTMENT' ? freeOption(benefit) : undefined;
}

async function otherOptions(
  db: Database,
  benefit: BenefitRow,
  scope: TenantScope,
  variant: OptionsVariant,
  trial: SlotBookingOption | undefined,
): Promise<(SlotBookingOption | undefined)[]> {
  const { customerId } = scope;
  const contingents = customerId ? await contingentOptions(db, benefit, { ...scope, customerId }, variant) : [];
  const offer = variant === 'plain' ? undefined : await offerOption(db, benefit);
  return [...contingents, freeFor(benefit, scope.customerId !== undefined), trial, offer];
}

/** What cancelling a place costs and until when it can be done online (the cancel dialog's rule info). */
export function cancellationRuleInfo(item: CalendarItem, now = new Date()) {
  const cancelableUntil = new Date(item.cancelableUntil);
  const deadlineMinutes = Math.round((new Date(item.startDateTime).getTime() - cancelableUntil.getTime()) / MINUTE);
  const live = item.participantStatus !== 'CANCELED' && item.appointmentStatus !== 'CANCELED';
  const waiting = item.participantStatus === 'WAITING_LIST';
  return {
    cancelableUntil: item.cancelableUntil,
    cancellationDeadlineMinutes: deadlineMinutes,
    canCancel: live && (waiting || now <= cancelableUntil),
    refundsContingent: item.participantStatus === 'BOOKED' && item.ticket.contingentName !== null,
  };
}
