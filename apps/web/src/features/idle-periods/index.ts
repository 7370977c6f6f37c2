export { IdlePeriodsScreen } from './idle-periods-screen.tsx';
