import {
  getBookableBenefit,
  getCourseAppointment,
  getCourseAppointmentPublic,
  getPublicBookableBenefit,
} from '@motus/contract';
import type { ClientAnswer } from '@motus/contract/client';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { type ChosenSlot, readChosenSlot } from '../../../lib/booking-cart.ts';
import type { FlowPath } from '../flow-path.ts';
import { schedulePath } from '../flow-path.ts';

/** The slot being booked, as the flow shows and books it. */
export interface FlowSlot extends ChosenSlot {
  trainers: string[];
  /** Fully booked with an open waiting list: booking it takes a place in line. */
  waitingList: boolean;
}

export type SlotState =
  | { status: 'ready'; slot: FlowSlot }
  | { status: 'loading' }
  /** No slot chosen and none to load: back to where slots are chosen. */
  | { status: 'missing'; redirectTo: string };

function fromChosen(slot: ChosenSlot): FlowSlot {
  return { ...slot, trainers: slot.employeeName ? [slot.employeeName] : [], waitingList: false };
}

/** A dated appointment of a class or an event with its current places, and its studio. */
type DatedItem = Pick<
  ClientAnswer<typeof getCourseAppointmentPublic>,
  | 'id'
  | 'benefitId'
  | 'name'
  | 'location'
  | 'employees'
  | 'startDateTime'
  | 'endDateTime'
  | 'maxParticipants'
  | 'bookedParticipants'
  | 'waitingListActive'
  | 'waitingListParticipants'
  | 'maxWaitingListParticipants'
> & { studio: { id: number } };

async function loadCourseDate(itemId: number, member: boolean, signal: AbortSignal): Promise<DatedItem> {
  return api(member ? getCourseAppointment : getCourseAppointmentPublic, { params: { itemId }, signal });
}

/** An event's date is read with its event (the benefit), whose id the chosen slot carries. */
async function loadEventDate(chosen: ChosenSlot, member: boolean, signal: AbortSignal): Promise<DatedItem | null> {
  const event = await api(member ? getBookableBenefit : getPublicBookableBenefit, {
    params: { benefitId: chosen.benefitId },
    query: {},
    signal,
  });
  const date = event.appointments.find((appointment) => appointment.id === chosen.itemId);
  return date ? { ...date, studio: event.studio } : null;
}

function fromItem(flow: FlowPath, item: DatedItem, chosen: ChosenSlot | undefined): FlowSlot {
  const full = item.bookedParticipants >= item.maxParticipants;
  const waitingRoom = item.waitingListActive && item.waitingListParticipants < item.maxWaitingListParticipants;
  return {
    kind: flow.kind,
    itemId: item.id,
    benefitId: item.benefitId,
    studioId: item.studio.id,
    name: item.name,
    startDateTime: new Date(item.startDateTime).toISOString(),
    endDateTime: new Date(item.endDateTime).toISOString(),
    location: item.location,
    returnPath: chosen?.returnPath ?? `${flow.studioPrefix}/${schedulePath(flow.kind)}`,
    trainers: item.employees,
    waitingList: full && waitingRoom,
  };
}

/** The dated item of the flow's slot: a class's date by its id, an event's with its chosen event. */
export function flowItemQueryOptions(flow: FlowPath, chosen: ChosenSlot | undefined, member: boolean) {
  return queryOptions({
    queryKey: ['booking-flow', 'item', flow.kind, flow.itemId, member],
    queryFn: ({ signal }) =>
      flow.kind === 'event' && chosen
        ? loadEventDate(chosen, member, signal)
        : loadCourseDate(flow.itemId, member, signal),
    retry: false,
  });
}

/**
 * The chosen slot of the flow (lib/booking-cart). A class's date is also loaded by its id, for its current places and
 * for a visitor who arrives by link; an event's date with its chosen event; appointment and trial-session slots exist
 * only as chosen.
 */
export function useFlowSlot(flow: FlowPath, member: boolean): SlotState {
  const chosen = readChosenSlot(flow.kind, flow.itemId);
  const loadable = flow.kind === 'course' || (flow.kind === 'event' && chosen !== undefined);
  const item = useQuery({ ...flowItemQueryOptions(flow, chosen, member), enabled: loadable });
  const schedule = `${flow.studioPrefix}/${schedulePath(flow.kind, chosen?.benefitId)}`;
  if (item.data) return { status: 'ready', slot: fromItem(flow, item.data, chosen) };
  if (chosen) return { status: 'ready', slot: fromChosen(chosen) };
  if (loadable && item.isPending) return { status: 'loading' };
  return { status: 'missing', redirectTo: schedule };
}
