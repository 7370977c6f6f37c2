import {
  type CancelationKind,
  type ContractCancellationRequest,
  dateOfBirth,
  emailAddress,
  personName,
  requiredText,
} from '@motus/contract';
import { z } from 'zod';
import { MESSAGES } from '../../lib/validators.ts';

/** The cancellation form's fields, flat and as typed. */
export const EMPTY_CANCELLATION = {
  firstName: '',
  lastName: '',
  dateOfBirth: '',
  email: '',
  customerNumber: '',
  contractNumber: '',
  kind: 'ORDINARY' as CancelationKind,
  reason: '',
  /** NEXT_POSSIBLE, or ON_DATE with `wishedDate`. */
  when: 'NEXT_POSSIBLE' as 'NEXT_POSSIBLE' | 'ON_DATE',
  wishedDate: '',
};
export type CancellationValues = typeof EMPTY_CANCELLATION;

const optionalNumber = z.string().trim().max(40);

/** Identity always; the reason of an extraordinary cancellation; the date when the person names one. */
export const cancellationSchema = z
  .object({
    firstName: personName,
    lastName: personName,
    dateOfBirth: requiredText(10).pipe(dateOfBirth),
    email: emailAddress,
    customerNumber: optionalNumber,
    contractNumber: optionalNumber,
    kind: z.enum(['ORDINARY', 'EXTRAORDINARY']),
    reason: z.string().trim().max(500),
    when: z.enum(['NEXT_POSSIBLE', 'ON_DATE']),
    wishedDate: z.string(),
  })
  .superRefine((values, context) => {
    if (values.kind === 'EXTRAORDINARY' && !values.reason) {
      context.addIssue({ code: 'custom', path: ['reason'], message: MESSAGES.required });
    }
    if (values.when === 'ON_DATE' && !z.iso.date().safeParse(values.wishedDate).success) {
      context.addIssue({
        code: 'custom',
        path: ['wishedDate'],
        message: values.wishedDate ? MESSAGES.date : MESSAGES.required,
      });
    }
  });

/** The call's body: what was typed, trimmed, with the optional parts only when given. */
export function toCancellationRequest(
  values: CancellationValues,
  context: { studioId: number; locale: string },
): ContractCancellationRequest {
  const customerNumber = values.customerNumber.trim();
  const contractNumber = values.contractNumber.trim();
  return {
    studioId: context.studioId,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    dateOfBirth: values.dateOfBirth,
    email: values.email.trim(),
    kind: values.kind,
    locale: context.locale,
    ...(customerNumber ? { customerNumber } : {}),
    ...(contractNumber ? { contractNumber } : {}),
    ...(values.kind === 'EXTRAORDINARY' ? { reason: values.reason.trim() } : {}),
    ...(values.when === 'ON_DATE' ? { wishedDate: values.wishedDate } : {}),
  };
}
