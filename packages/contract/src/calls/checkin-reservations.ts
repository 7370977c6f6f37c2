import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { CheckinReservationErrors as Errors } from '../errors/checkin-reservations.ts';
import { ErrorCodes } from '../errors/common.ts';
import { integerId, isoDateTime, studioNumber } from '../schemas.ts';

export const checkinReservationStatuses = ['RESERVED', 'CANCELED'] as const;

/** A time window in which a limited number of members may come to train. */
export const checkinSlotSchema = z.object({
  id: z.number().int(),
  studioId: z.number().int(),
  startDateTime: isoDateTime,
  endDateTime: isoDateTime,
  capacity: z.number().int(),
  freePlaces: z.number().int(),
});

/** A member's reservation of a check-in slot. */
export const checkinReservationSchema = z.object({
  id: z.uuid(),
  slotId: z.number().int(),
  status: z.enum(checkinReservationStatuses),
  /** The slot's day on the studio's clock (spec 001 section 3 names the reservation's times so). */
  usageDate: z.iso.date(),
  startTime: isoDateTime,
  endTime: isoDateTime,
  /** Arriving later than this, the reserved place is no longer held. */
  lastPossibleCheckinDateTime: isoDateTime,
  studio: z.object({ id: z.number().int(), name: z.string(), zoneId: z.string() }),
  reservedAt: isoDateTime,
  canceledAt: isoDateTime.nullable(),
  /** Whether the reservation can still be cancelled (until the slot starts). */
  cancelable: z.boolean(),
});

const studioParams = z.object({ studioId: studioNumber });

/** The open slots of a studio from startDate (default now) until endDate (default a week later); started ones are left out. */
export const listCheckinSlots = defineCall({
  id: 'checkinReservations.listSlots',
  method: 'GET',
  path: '/nox/public/v1/studios/{studioId}/checkinreservation',
  auth: 'public',
  params: studioParams,
  query: z.object({ startDate: isoDateTime.optional(), endDate: isoDateTime.optional() }),
  errors: [ErrorCodes.studioNotFound, Errors.invalidRange],
  answer: z.array(checkinSlotSchema),
});

export const reserveCheckinSlot = defineCall({
  id: 'checkinReservations.reserve',
  method: 'POST',
  path: '/nox/v1/studios/{studioId}/checkinreservation',
  auth: 'member',
  principal: 'customer',
  tenant: { studio: 'studioId' },
  params: studioParams,
  body: z.object({ slotId: integerId }),
  errors: [
    ErrorCodes.studioNotFound,
    Errors.accessRefused,
    Errors.entranceLocked,
    Errors.slotNotFound,
    Errors.slotStarted,
    Errors.alreadyReserved,
    Errors.dailyLimitReached,
    Errors.slotFull,
  ],
  answer: checkinReservationSchema,
});

/** The member's upcoming live reservations at a studio. */
export const listStudioCheckinReservations = defineCall({
  id: 'checkinReservations.listOfStudio',
  method: 'GET',
  path: '/nox/v1/studios/{studioId}/checkinreservations',
  auth: 'member',
  principal: 'customer',
  tenant: { studio: 'studioId' },
  params: studioParams,
  errors: [ErrorCodes.studioNotFound],
  answer: z.array(checkinReservationSchema),
});

/** All the member's reservations, current and past (in the x-tenant tenant, else in every connected one). */
export const listCheckinReservations = defineCall({
  id: 'checkinReservations.list',
  method: 'GET',
  path: '/nox/v1/checkinreservations',
  auth: 'member',
  errors: [ErrorCodes.notConnectedToTenant],
  answer: z.array(checkinReservationSchema),
});

export const cancelCheckinReservation = defineCall({
  id: 'checkinReservations.cancel',
  method: 'POST',
  path: '/nox/v1/checkinreservations/{id}/cancel',
  auth: 'member',
  params: z.object({ id: z.uuid() }),
  errors: [ErrorCodes.notConnectedToTenant, Errors.reservationNotFound, Errors.alreadyCanceled, Errors.slotStarted],
  answer: checkinReservationSchema,
});

export type CheckinSlot = z.infer<typeof checkinSlotSchema>;
export type CheckinReservation = z.infer<typeof checkinReservationSchema>;
