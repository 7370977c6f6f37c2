import {
  type CustomerData,
  dateOfBirth,
  emailAddress,
  genders,
  type LeadField,
  personName,
  phoneNumber,
  requiredText,
} from '@motus/contract';
import { z } from 'zod';
import { birthDate, MESSAGES } from '../../lib/validators.ts';

/** The contact form's fields, flat; the address ones are asked only when the trial needs the address. */
export const EMPTY_CONTACT = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  dateOfBirth: '',
  gender: '',
  street: '',
  houseNumber: '',
  zip: '',
  city: '',
};
export type ContactValues = typeof EMPTY_CONTACT;

const anything = z.string();
const adultBirthDate = requiredText(10)
  .pipe(dateOfBirth)
  .refine((value) => birthDate(value) === undefined, { error: MESSAGES.minAge });

/** Name and e-mail always; phone, birth date (adults only), gender and address when the lead configuration asks. */
export function contactSchema(required: readonly LeadField[]) {
  const needs = (field: LeadField) => required.includes(field);
  const address = needs('ADDRESS');
  return z.object({
    firstName: personName,
    lastName: personName,
    email: emailAddress,
    phone: needs('PHONE') ? phoneNumber : anything,
    dateOfBirth: needs('DATE_OF_BIRTH') ? adultBirthDate : anything,
    gender: needs('GENDER') ? z.enum(genders, { error: MESSAGES.required }) : anything,
    street: address ? requiredText(100) : anything,
    houseNumber: address ? requiredText(20) : anything,
    zip: address ? requiredText(12) : anything,
    city: address ? requiredText(100) : anything,
  });
}

/** The customer data of the guest call: only what was asked for. */
export function toCustomerData(
  values: ContactValues,
  required: readonly LeadField[],
  context: { countryCode: string; locale: string },
): CustomerData {
  const needs = (field: LeadField) => required.includes(field);
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    locale: context.locale,
    ...(needs('PHONE') ? { phone: values.phone.trim() } : {}),
    ...(needs('DATE_OF_BIRTH') ? { dateOfBirth: values.dateOfBirth } : {}),
    ...(needs('GENDER') ? { gender: values.gender as CustomerData['gender'] } : {}),
    ...(needs('ADDRESS')
      ? {
          address: {
            street: values.street.trim(),
            houseNumber: values.houseNumber.trim(),
            zip: values.zip.trim(),
            city: values.city.trim(),
            countryCode: context.countryCode,
          },
        }
      : {}),
  };
}
