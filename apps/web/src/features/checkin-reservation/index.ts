export { CheckinSlotScreen } from './checkin-slot-screen.tsx';
export { CheckinSlotsScreen } from './checkin-slots-screen.tsx';
export { CheckinSuccessScreen } from './checkin-success-screen.tsx';
export { MyCheckinReservationsScreen } from './my-checkin-reservations-screen.tsx';
