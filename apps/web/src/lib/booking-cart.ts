import { STORAGE_KEYS, safeStorage } from './storage.ts';

/** The four slot-based booking flows of spec 000 section 2.2, as they appear in `/booking/{kind}/:id`. */
export const BOOKING_KINDS = ['course', 'appointment', 'event', 'trial-session'] as const;
export type BookingKind = (typeof BOOKING_KINDS)[number];

/**
 * The slot a visitor chose on a schedule, carried into the booking flow (the spec's "cart slot"). `itemId` is the
 * `:id` of the flow's path: the appointment id for courses, events and trial sessions, the benefit id for single
 * appointments (whose slots exist only once booked).
 */
export interface ChosenSlot {
  kind: BookingKind;
  itemId: number;
  benefitId: number;
  studioId: number;
  name: string;
  startDateTime: string;
  endDateTime: string;
  /** Single appointments: the employee the slot is with. */
  employeeId?: number | null;
  employeeName?: string | null;
  location?: string | null;
  /** Where "Back" and the no-slot redirect lead: the schedule the slot was chosen on. */
  returnPath: string;
}

const cartStore = () => safeStorage(() => window.localStorage);

function isChosenSlot(value: unknown): value is ChosenSlot {
  if (typeof value !== 'object' || value === null) return false;
  const slot = value as Partial<ChosenSlot>;
  return (
    typeof slot.kind === 'string' &&
    (BOOKING_KINDS as readonly string[]).includes(slot.kind) &&
    typeof slot.itemId === 'number' &&
    typeof slot.benefitId === 'number' &&
    typeof slot.studioId === 'number' &&
    typeof slot.name === 'string' &&
    typeof slot.startDateTime === 'string' &&
    typeof slot.endDateTime === 'string' &&
    typeof slot.returnPath === 'string'
  );
}

/** Remembers the chosen slot; logging out forgets it (lib/logout.ts). */
export function chooseSlot(slot: ChosenSlot): void {
  cartStore().setItem(STORAGE_KEYS.cart, JSON.stringify(slot));
}

/** The chosen slot of this flow, or undefined when the visitor came without choosing one (or chose another). */
export function readChosenSlot(kind: BookingKind, itemId: number): ChosenSlot | undefined {
  const text = cartStore().getItem(STORAGE_KEYS.cart);
  if (text === null) return undefined;
  try {
    const slot: unknown = JSON.parse(text);
    return isChosenSlot(slot) && slot.kind === kind && slot.itemId === itemId ? slot : undefined;
  } catch {
    return undefined;
  }
}

/** Called once the booking is made, so a reload of the success page does not offer to book again. */
export function clearChosenSlot(): void {
  cartStore().removeItem(STORAGE_KEYS.cart);
}
