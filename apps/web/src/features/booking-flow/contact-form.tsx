import { zodResolver } from '@hookform/resolvers/zod';
import type { LeadField } from '@motus/contract';
import { genders } from '@motus/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MESSAGES, MINIMUM_AGE } from '../../lib/validators.ts';
import { EmailField } from '../../ui/email-field.tsx';
import type { FieldMessage } from '../../ui/field.tsx';
import { FormDateField } from '../../ui/form-date-field.tsx';
import layout from '../../ui/form-layout.module.css';
import { NameFields } from '../../ui/name-fields.tsx';
import { Select } from '../../ui/select.tsx';
import { SubmitRow } from '../../ui/submit-row.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { type ContactValues, contactSchema, EMPTY_CONTACT } from './contact-schema.ts';

interface ContactFormProps {
  required: readonly LeadField[];
  submitLabel: string;
  loading: boolean;
  failure: unknown;
  onSubmit: (values: ContactValues) => void;
}

/** The minimum-age message needs its age filled in. */
function birthDateError(message: string | undefined): FieldMessage | undefined {
  return message === MESSAGES.minAge ? { key: message, values: { age: MINIMUM_AGE } } : message;
}

function AddressFields({ form }: { form: ReturnType<typeof useForm<ContactValues>> }) {
  const { t } = useTranslation();
  const { register, formState } = form;
  const field = (name: 'street' | 'houseNumber' | 'zip' | 'city', autoComplete: string) => (
    <TextField
      label={t(`flow.contact.fields.${name}`)}
      autoComplete={autoComplete}
      required
      error={formState.errors[name]?.message}
      {...register(name)}
    />
  );
  return (
    <>
      {field('street', 'address-line1')}
      {field('houseNumber', 'address-line2')}
      {field('zip', 'postal-code')}
      {field('city', 'address-level2')}
    </>
  );
}

/** A guest's customer data (spec 000 section 5 rules): what the trial's lead configuration requires. */
export function ContactForm({ required, submitLabel, loading, failure, onSubmit }: ContactFormProps) {
  const { t } = useTranslation();
  const form = useForm<ContactValues>({ resolver: zodResolver(contactSchema(required)), defaultValues: EMPTY_CONTACT });
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = form;
  const needs = (field: LeadField) => required.includes(field);
  return (
    <form className={layout.form} aria-label={t('flow.contact.title')} noValidate onSubmit={handleSubmit(onSubmit)}>
      <NameFields
        firstName={register('firstName')}
        lastName={register('lastName')}
        errors={{ firstName: errors.firstName?.message, lastName: errors.lastName?.message }}
      />
      <EmailField label={t('account.fields.email')} required error={errors.email?.message} {...register('email')} />
      {needs('PHONE') ? (
        <TextField
          type="tel"
          label={t('flow.contact.fields.phone')}
          autoComplete="tel"
          required
          error={errors.phone?.message}
          {...register('phone')}
        />
      ) : null}
      {needs('DATE_OF_BIRTH') ? (
        <FormDateField
          control={control}
          name="dateOfBirth"
          label={t('flow.contact.fields.dateOfBirth')}
          autoComplete="bday"
          required
          error={birthDateError(errors.dateOfBirth?.message)}
        />
      ) : null}
      {needs('GENDER') ? (
        <Select
          label={t('flow.contact.fields.gender')}
          required
          placeholder={t('flow.contact.choose')}
          options={genders.map((gender) => ({ value: gender, label: t(`flow.contact.gender.${gender}`) }))}
          error={errors.gender?.message}
          {...register('gender')}
        />
      ) : null}
      {needs('ADDRESS') ? <AddressFields form={form} /> : null}
      <SubmitRow label={submitLabel} loading={loading} failure={failure} />
    </form>
  );
}
