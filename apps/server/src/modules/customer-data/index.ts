export { type AmendmentDecision, decideAmendment } from './amendment-service.ts';
export { type CustomerNotice, mailCustomerNotice } from './customer-notice.ts';
export { customerSummaryOf } from './customer-summary.ts';
export { personalDataOfCustomer } from './personal-data.ts';
export { amendmentDocument, amendmentsToDecide, decideAsStaff } from './staff-review.ts';
