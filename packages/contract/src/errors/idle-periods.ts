/** The error codes of a member's idle periods (Ruhezeiten) and the studio's decision on them. */
export const IdlePeriodErrors = {
  /** The member has no running contract an idle period could pause. */
  noRunningContract: 'IDLE_PERIOD_NO_RUNNING_CONTRACT',
  /** The studio lets members see their idle periods but not request new ones online. */
  createNotAllowed: 'IDLE_PERIOD_CREATE_NOT_ALLOWED',
  /** The start is before tomorrow or more than three months ahead (studio time zone). */
  invalidStart: 'IDLE_PERIOD_INVALID_START',
  /** The period is shorter than a week or longer than three months. */
  invalidLength: 'IDLE_PERIOD_INVALID_LENGTH',
  /** Another requested or accepted idle period covers some of these days. */
  overlap: 'IDLE_PERIOD_OVERLAP',
  /** The studio checks idle periods and asks for a proof (a doctor's note) with the request. */
  documentRequired: 'IDLE_PERIOD_DOCUMENT_REQUIRED',
  /** The uploaded proof's content is not the PDF, PNG or JPEG its data URL claims. */
  invalidDocument: 'IDLE_PERIOD_DOCUMENT_INVALID',
  notFound: 'IDLE_PERIOD_NOT_FOUND',
  /** Only a requested period or an accepted one that has not begun can be cancelled. */
  notCancelable: 'IDLE_PERIOD_NOT_CANCELABLE',
  /** The studio has already decided this request (or the member cancelled it). */
  notPending: 'IDLE_PERIOD_NOT_PENDING',
} as const;
