import { z } from 'zod';

/** A typed argument of an error item (spec 000 section 3): TIMESTAMP values are shown as local date-times. */
export const typedArgSchema = z.object({
  type: z.string(),
  value: z.union([z.string(), z.number(), z.boolean(), z.null()]),
});

export const errorItemSchema = z.object({
  errorCode: z.string(),
  typedArgs: z.array(typedArgSchema),
});

/** The error body of every failed call (DESIGN.md section 3, API conventions). */
export const errorBodySchema = z.object({
  errorCode: z.string(),
  errorMessage: z.string().optional(),
  traceId: z.string(),
  errors: z.array(errorItemSchema).optional(),
});

export type TypedArg = z.infer<typeof typedArgSchema>;
export type ErrorItem = z.infer<typeof errorItemSchema>;
export type ErrorBody = z.infer<typeof errorBodySchema>;
