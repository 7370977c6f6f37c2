export { InvoicesScreen } from './invoices-screen.tsx';
