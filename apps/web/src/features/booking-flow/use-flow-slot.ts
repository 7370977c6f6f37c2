import { getCourseAppointment, getCourseAppointmentPublic } from '@motus/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';
import { type ChosenSlot, readChosenSlot } from '../../lib/booking-cart.ts';
import type { FlowPath } from './flow-path.ts';
import { schedulePath } from './flow-path.ts';

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

type CourseItem = Awaited<ReturnType<typeof loadItem>>;

function loadItem(itemId: number, member: boolean, signal: AbortSignal) {
  return api(member ? getCourseAppointment : getCourseAppointmentPublic, { params: { itemId }, signal });
}

function fromItem(flow: FlowPath, item: CourseItem, chosen: ChosenSlot | undefined): FlowSlot {
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

/**
 * The chosen slot of the flow (lib/booking-cart). Course and event slots are also loaded by id, for their current
 * places and for a visitor who arrives by link; appointment and trial-session slots exist only as chosen.
 */
export function useFlowSlot(flow: FlowPath, member: boolean): SlotState {
  const chosen = readChosenSlot(flow.kind, flow.itemId);
  const loadable = flow.kind === 'course' || flow.kind === 'event';
  const item = useQuery({
    queryKey: ['booking-flow', 'item', flow.itemId, member],
    queryFn: ({ signal }) => loadItem(flow.itemId, member, signal),
    enabled: loadable,
    retry: false,
  });
  const schedule = `${flow.studioPrefix}/${schedulePath(flow.kind, chosen?.benefitId)}`;
  if (item.data) return { status: 'ready', slot: fromItem(flow, item.data, chosen) };
  if (chosen) return { status: 'ready', slot: fromChosen(chosen) };
  if (loadable && item.isPending) return { status: 'loading' };
  return { status: 'missing', redirectTo: schedule };
}
