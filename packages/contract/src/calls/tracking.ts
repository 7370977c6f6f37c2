import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { ErrorCodes } from '../errors/index.ts';

/** The bounds of what one event may store (spec 001 lists about twenty properties, the longest a referrer URL). */
export const TRACKING_EVENT_LIMITS = { properties: 30, keyLength: 64, valueLength: 1000, bodyBytes: 8 * 1024 };

const propertyValue = z.union([z.string().max(TRACKING_EVENT_LIMITS.valueLength), z.number(), z.boolean(), z.null()]);

/** A tracking event (spec 000 section 3); sent only with tracking on and statistics cookies accepted. */
export const trackingEventSchema = z.object({
  eventName: z.string().trim().min(1).max(100),
  /** Random per browser session, not the account id. */
  userId: z.string().trim().min(1).max(100),
  applicationName: z.literal('MS_FRONTEND'),
  properties: z
    .record(z.string().min(1).max(TRACKING_EVENT_LIMITS.keyLength), propertyValue)
    .refine(
      (properties) => Object.keys(properties).length <= TRACKING_EVENT_LIMITS.properties,
      `at most ${TRACKING_EVENT_LIMITS.properties} properties`,
    )
    .default({}),
});

export const logTrackingEvent = defineCall({
  id: 'tracking.logEvent',
  method: 'POST',
  path: '/v1/public/event-logging/event',
  auth: 'public',
  body: trackingEventSchema,
  errors: [ErrorCodes.tooManyRequests],
  answer: z.undefined(),
  answerKind: 'empty',
});

export type TrackingEvent = z.input<typeof trackingEventSchema>;
