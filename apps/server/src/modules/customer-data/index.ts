export { type AmendmentDecision, decideAmendment } from './amendment-service.ts';
export { amendmentDocument, amendmentsToDecide, decideAsStaff } from './staff-review.ts';
