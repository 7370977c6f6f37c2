export { displayName, requireUser, uiLocaleOf } from './accounts.ts';
export { attemptSucceeded, beginAttempt } from './guess-limits.ts';
export { personalDataOfAccount } from './personal-data.ts';
export { sessionLookupOf } from './session-service.ts';
export { createStaffAccount, type NewStaffAccount } from './staff-service.ts';
export {
  accountOfCustomer,
  connectCustomer,
  connectedCustomer,
  isConnectedToTenant,
  listStudioConnects,
} from './studio-connect-service.ts';
export { tenancyOf } from './tenancy.ts';
export { randomToken } from './tokens.ts';
