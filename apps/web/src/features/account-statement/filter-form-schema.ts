import { z } from 'zod';
import { MESSAGES } from '../../lib/validators.ts';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Both due dates of the filter, as 'YYYY-MM-DD'; the first not after the last. */
export const filterFormSchema = z
  .object({ startDate: z.string(), endDate: z.string() })
  .superRefine((values, context) => {
    const fail = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
    if (!ISO_DAY.test(values.startDate)) fail('startDate', values.startDate ? MESSAGES.date : MESSAGES.required);
    if (!ISO_DAY.test(values.endDate)) fail('endDate', values.endDate ? MESSAGES.date : MESSAGES.required);
    else if (ISO_DAY.test(values.startDate) && values.endDate < values.startDate) {
      fail('endDate', 'accountstatement.filter.endBeforeStart');
    }
  });

export type FilterValues = z.infer<typeof filterFormSchema>;

/** A received calendar day (a Date at midnight UTC) as 'YYYY-MM-DD'. */
export function isoDayOf(day: Date): string {
  return day.toISOString().slice(0, 10);
}
