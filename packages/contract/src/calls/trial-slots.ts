import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { TrialErrors } from '../errors/index.ts';
import { numericId } from '../schemas.ts';
import { bookableAppointmentSchema } from './booking.ts';

/** A slot of a studio's trial-session benefit, with the places a guest can still take. */
export const trialSlotSchema = bookableAppointmentSchema.extend({
  placesLeft: z.number().int(),
  /** Member variant only: the member already holds a place at this slot. */
  alreadyBooked: z.boolean().optional(),
});

/** spec 000 "Bookable-item request for a trial session": startDate and endDate, both today in the studio's zone by default. */
const trialSlotsQuery = z.object({
  startDate: z.iso.date().optional(),
  endDate: z.iso.date().optional(),
});

const trialSlotsParams = z.object({ benefitId: numericId });

export const listTrialSessionSlots = defineCall({
  id: 'trial.listTrialSessionSlots',
  method: 'GET',
  path: '/nox/public/v1/bookableitems/benefit/{benefitId}/trialsession',
  auth: 'public',
  params: trialSlotsParams,
  query: trialSlotsQuery,
  errors: [TrialErrors.benefitNotFound],
  answer: z.array(trialSlotSchema),
});

export const listMemberTrialSessionSlots = defineCall({
  id: 'trial.listMemberTrialSessionSlots',
  method: 'GET',
  path: '/nox/v1/bookableitems/benefit/{benefitId}/trialsession',
  auth: 'member',
  principal: 'customer',
  params: trialSlotsParams,
  query: trialSlotsQuery,
  errors: [TrialErrors.benefitNotFound],
  answer: z.array(trialSlotSchema),
});

export type TrialSlot = z.infer<typeof trialSlotSchema>;
