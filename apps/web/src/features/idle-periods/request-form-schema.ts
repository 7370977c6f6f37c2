import { z } from 'zod';
import { MESSAGES } from '../../lib/validators.ts';

/** The proof's file types and size the call takes (PDF, PNG, JPEG up to 5 MB). */
export const DOCUMENT_MEDIA_TYPES = ['application/pdf', 'image/png', 'image/jpeg'];
const DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;

const chosenFile = z.object({ fileName: z.string(), mediaType: z.string(), size: z.number(), dataUrl: z.string() });

/** The bounds of a request as the server sent them, as 'YYYY-MM-DD'. */
export interface RequestLimits {
  minDate: string;
  maxDate: string;
  minimumLengthDays: number;
  maximumLengthMonths: number;
  documentRequired: boolean;
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

function shifted(day: string, change: { days?: number; months?: number }): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + (change.months ?? 0));
  date.setUTCDate(date.getUTCDate() + (change.days ?? 0));
  return date.toISOString().slice(0, 10);
}

/** The latest end a period starting on `start` may have: the day before the same day the months later. */
export function latestEnd(start: string, limits: RequestLimits): string {
  return shifted(start, { months: limits.maximumLengthMonths, days: -1 });
}

/** The earliest end a period starting on `start` may have: a week (the minimum length) later, both days counted. */
export function earliestEnd(start: string, limits: RequestLimits): string {
  return shifted(start, { days: limits.minimumLengthDays - 1 });
}

/** Start and end within the studio's bounds (the server checks them again), the proof where it is required. */
export function requestFormSchema(limits: RequestLimits) {
  return z
    .object({ startDate: z.string(), endDate: z.string(), document: chosenFile.nullable() })
    .superRefine((values, context) => {
      const fail = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
      if (!values.startDate) fail('startDate', MESSAGES.required);
      else if (!ISO_DAY.test(values.startDate)) fail('startDate', MESSAGES.date);
      else if (values.startDate < limits.minDate || values.startDate > limits.maxDate)
        fail('startDate', 'idleperiods.form.startOutOfRange');
      if (!values.endDate) fail('endDate', MESSAGES.required);
      else if (!ISO_DAY.test(values.endDate)) fail('endDate', MESSAGES.date);
      else if (ISO_DAY.test(values.startDate)) {
        const { startDate, endDate } = values;
        if (endDate < earliestEnd(startDate, limits)) fail('endDate', 'idleperiods.form.tooShort');
        else if (endDate > latestEnd(startDate, limits)) fail('endDate', 'idleperiods.form.tooLong');
      }
      if (!limits.documentRequired) return;
      if (!values.document) fail('document', 'idleperiods.form.documentMissing');
      else if (!DOCUMENT_MEDIA_TYPES.includes(values.document.mediaType))
        fail('document', 'idleperiods.form.documentWrongType');
      else if (values.document.size > DOCUMENT_MAX_BYTES) fail('document', 'idleperiods.form.documentTooLarge');
    });
}

export type RequestValues = z.infer<ReturnType<typeof requestFormSchema>>;
