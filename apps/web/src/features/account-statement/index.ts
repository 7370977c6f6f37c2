export { AccountBalanceScreen } from './account-balance-screen.tsx';
export { AccountOutcomeScreen } from './account-outcome-screen.tsx';
export { AccountStatementScreen } from './account-statement-screen.tsx';
