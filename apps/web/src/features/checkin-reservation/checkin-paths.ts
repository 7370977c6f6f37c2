import type { StudioRef } from '@motus/contract';
import { studioUuidOf } from '../../lib/studio-context.ts';
import { studioPath } from '../../lib/studio-route.ts';

export const MY_RESERVATIONS_PATH = '/me/checkin-reservations';

/** The check-in reservation pages of a studio: the slots, one slot, and its success page. */
export function checkinPath(ref: StudioRef, slotId?: number, success = false): string {
  const base = `${studioPath(studioUuidOf(ref))}/checkin-reservation`;
  if (slotId === undefined) return base;
  return success ? `${base}/${slotId}/success` : `${base}/${slotId}`;
}
