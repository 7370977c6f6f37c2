export { MyPaymentsScreen } from './my-payments-screen.tsx';
