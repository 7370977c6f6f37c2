/** The error codes of check-in reservations. */
export const CheckinReservationErrors = {
  invalidRange: 'CHECKIN_INVALID_RANGE',
  slotNotFound: 'CHECKIN_SLOT_NOT_FOUND',
  slotStarted: 'CHECKIN_SLOT_STARTED',
  slotFull: 'CHECKIN_SLOT_FULL',
  alreadyReserved: 'CHECKIN_ALREADY_RESERVED',
  dailyLimitReached: 'CHECKIN_DAILY_LIMIT_REACHED',
  accessRefused: 'CHECKIN_ACCESS_REFUSED',
  entranceLocked: 'CHECKIN_ENTRANCE_LOCKED',
  reservationNotFound: 'CHECKIN_RESERVATION_NOT_FOUND',
  alreadyCanceled: 'CHECKIN_RESERVATION_ALREADY_CANCELED',
} as const;
