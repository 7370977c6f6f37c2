import { z } from 'zod';
import { defineCall } from '../define-call.ts';

const propertyValue = z.union([z.string().max(2000), z.number(), z.boolean(), z.null()]);

/** A tracking event (spec 000 section 3); sent only with tracking on and statistics cookies accepted. */
export const trackingEventSchema = z.object({
  eventName: z.string().trim().min(1).max(100),
  /** Random per browser session, not the account id. */
  userId: z.string().trim().min(1).max(100),
  applicationName: z.literal('MS_FRONTEND'),
  properties: z
    .record(z.string().min(1).max(64), propertyValue)
    .refine((properties) => Object.keys(properties).length <= 50, 'at most 50 properties')
    .default({}),
});

export const logTrackingEvent = defineCall({
  id: 'tracking.logEvent',
  method: 'POST',
  path: '/v1/public/event-logging/event',
  auth: 'public',
  body: trackingEventSchema,
  answer: z.undefined(),
  answerKind: 'empty',
});

export type TrackingEvent = z.input<typeof trackingEventSchema>;
