export { type AmendmentDecision, decideAmendment } from './amendment-service.ts';
export { personalDataOfCustomer } from './personal-data.ts';
export { amendmentDocument, amendmentsToDecide, decideAsStaff } from './staff-review.ts';
