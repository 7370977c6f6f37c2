import { CheckoutErrors, ErrorCodes } from '@motus/contract';
import { HttpError } from '../../../lib/http-error.ts';

export function checkoutNotFound(): HttpError {
  return new HttpError(404, CheckoutErrors.notFound, 'This checkout does not exist');
}

export function checkoutConflict(errorCode: string, message: string): HttpError {
  return new HttpError(409, errorCode, message, [{ errorCode, typedArgs: [] }]);
}

export function unprocessable(errorCode: string, message: string): HttpError {
  return new HttpError(422, errorCode, message, [{ errorCode, typedArgs: [] }]);
}

/** 400 VALIDATION_FAILED for one field of a create body, shaped as the schema validation's own answer. */
export function invalidBodyField(field: string, validationMessage: string, message = `Invalid ${field}`): HttpError {
  return new HttpError(400, ErrorCodes.validationFailed, message, [
    {
      errorCode: ErrorCodes.invalidValue,
      typedArgs: [
        { type: 'FIELD', value: `body.${field}` },
        { type: 'STRING', value: validationMessage },
      ],
    },
  ]);
}
