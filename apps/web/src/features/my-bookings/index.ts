export { MyBookingsScreen } from './my-bookings-screen.tsx';
