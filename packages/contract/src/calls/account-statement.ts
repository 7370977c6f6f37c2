import { z } from 'zod';
import { defineCall } from '../define-call.ts';
import { ErrorCodes } from '../errors/common.ts';
import { moneySchema } from './booking-options.ts';

/**
 * The member's account with the studio (issue 16 item 5): every booking entry (CUSTOMER_CENTER_ACCOUNT_DETAILED_VIEW)
 * or the entries summed per month of their due date (CUSTOMER_CENTER_ACCOUNT_SUMMARIZED_VIEW); detailed wins when the
 * tenant grants both.
 */
export const accountStatementViews = ['DETAILED', 'SUMMARIZED'] as const;

export const bookingEntrySchema = z.object({
  /** The entry's id; a month's sum is named by its month (yyyy-mm). */
  id: z.string(),
  /** yyyy-mm-dd: when the studio booked the entry (a month's sum: the month's first day). */
  bookingDate: z.iso.date(),
  /** yyyy-mm-dd: when it is (or was) due (a month's sum: the latest due date of the month). */
  dueDate: z.iso.date(),
  /** What the entry is for, as the studio booked it; a month's sum has its month (yyyy-mm). */
  text: z.string(),
  /** Positive: owed; negative: credit. */
  amount: moneySchema,
  /** Not paid yet (a month's sum: any of its entries). */
  open: z.boolean(),
});

/** The spec's customerAccountDto; also the answer of the account-balance link (`/v3/public/accountbalance/{token}`). */
export const customerAccountSchema = z.object({
  /** yyyy-mm-dd: since when the customer has an account with the studio. */
  customerCreationDate: z.iso.date(),
  view: z.enum(accountStatementViews),
  /** What is open now, over all entries, whatever the filter. */
  balance: moneySchema,
  /** The due dates the entries were picked by, as the server applied them. */
  filterParameters: z.object({ startDate: z.iso.date(), endDate: z.iso.date() }),
  bookingEntries: z.array(bookingEntrySchema),
});

/** Both ends are optional: by default the last 12 months (and the coming month's entries already booked). */
export const accountStatementQuery = z
  .object({ startDate: z.iso.date().optional(), endDate: z.iso.date().optional() })
  .refine((range) => !range.startDate || !range.endDate || range.startDate <= range.endDate, {
    message: 'startDate must not be after endDate',
    path: ['endDate'],
  });

export const accountBalanceAnswerSchema = z.object({
  balance: moneySchema,
  /** How many open entries the balance sums. */
  openEntries: z.number().int().nonnegative(),
  /** The customer's studio, whose payment methods pay the balance. */
  studioId: z.number().int(),
});

const customerCall = { auth: 'member', principal: 'customer' } as const;

export const getCustomerAccount = defineCall({
  id: 'accountStatement.get',
  method: 'GET',
  path: '/nox/v1/customercenter/account',
  ...customerCall,
  query: accountStatementQuery,
  answer: customerAccountSchema,
  errors: [ErrorCodes.forbidden],
});

/** The open balance the member may pay (CUSTOMER_CENTER_ACCOUNT_BALANCE_ALLOWED) through the account-balance checkout. */
export const getCustomerAccountBalance = defineCall({
  id: 'accountStatement.balance',
  method: 'GET',
  path: '/nox/v1/customercenter/account/balance',
  ...customerCall,
  answer: accountBalanceAnswerSchema,
  errors: [ErrorCodes.forbidden],
});

export type AccountStatementView = (typeof accountStatementViews)[number];
export type BookingEntry = z.infer<typeof bookingEntrySchema>;
export type CustomerAccount = z.infer<typeof customerAccountSchema>;
export type CustomerAccountBalance = z.infer<typeof accountBalanceAnswerSchema>;
