export { AppointmentScreen } from './appointment-screen.tsx';
export { AppointmentsScreen } from './appointments-screen.tsx';
export { AppointmentStudioSelectScreen } from './studio-select-screen.tsx';
