export { StaffScreen } from './staff-screen.tsx';
