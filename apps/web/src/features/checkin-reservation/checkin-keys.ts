/** Every check-in reservation query starts with this key, so a reservation or cancellation refreshes them all. */
export const checkinKey = ['checkin-reservation'] as const;
