import type { bookTrialSessionAsGuest, getCalendarItem } from '@motus/contract';
import type { ClientAnswer } from '@motus/contract/client';

/** A booked place as the web client reads it (date fields as `Date`s). */
export type Place = ClientAnswer<typeof getCalendarItem>;

/** A guest's held place and where its confirmation link went. */
export type GuestPlace = ClientAnswer<typeof bookTrialSessionAsGuest>;
