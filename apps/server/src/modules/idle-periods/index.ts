export { decideIdlePeriod, type IdlePeriodDecision, idlePeriodDocument, idlePeriodsToDecide } from './staff-review.ts';
