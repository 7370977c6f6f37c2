import type { CalendarItem } from '@motus/contract';
import { useLocation } from 'react-router';
import { BOOKING_KINDS, type BookingKind } from '../../lib/booking-cart.ts';

/** Where a flow screen is: its kind and item, and the studio-prefixed path of the flow's start. */
export interface FlowPath {
  kind: BookingKind;
  itemId: number;
  /** `/studio/{uuid}/booking/{kind}/{itemId}`: every step is below it. */
  base: string;
  /** `/studio/{uuid}`: the studio's other screens are below it. */
  studioPrefix: string;
}

const FLOW_PATH = new RegExp(`^(/studio/[^/]+)/booking/(${BOOKING_KINDS.join('|')})/(\\d+)(?:/|$)`);

export function flowPathOf(pathname: string): FlowPath | undefined {
  const match = FLOW_PATH.exec(pathname);
  if (!match) return undefined;
  const [whole = '', studioPrefix = '', kind = '', id = ''] = match;
  return {
    kind: kind as BookingKind,
    itemId: Number(id),
    base: whole.replace(/\/$/, ''),
    studioPrefix,
  };
}

/** The flow of the current page; undefined outside the four slot flows. */
export function useFlowPath(): FlowPath | undefined {
  return flowPathOf(useLocation().pathname);
}

/** The backend's name of each kind (calendar item types). */
export const ITEM_TYPE: Record<BookingKind, CalendarItem['itemType']> = {
  course: 'COURSE',
  appointment: 'SINGLE_APPOINTMENT',
  event: 'EVENT',
  'trial-session': 'TRIAL_SESSION',
};

/** The schedule each kind's slots are chosen on, relative to the studio prefix. */
export function schedulePath(kind: BookingKind, benefitId?: number): string {
  switch (kind) {
    case 'course':
      return 'course';
    case 'event':
      return 'events';
    case 'trial-session':
      return 'trial-session';
    default:
      return benefitId === undefined ? 'appointments' : `appointment/${benefitId}`;
  }
}
