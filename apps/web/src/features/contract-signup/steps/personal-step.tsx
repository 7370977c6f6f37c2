import { zodResolver } from '@hookform/resolvers/zod';
import { genders } from '@motus/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/session.ts';
import { MESSAGES, MINIMUM_AGE } from '../../../lib/validators.ts';
import { EmailField } from '../../../ui/email-field.tsx';
import type { FieldMessage } from '../../../ui/field.tsx';
import { FormDateField } from '../../../ui/form-date-field.tsx';
import layout from '../../../ui/form-layout.module.css';
import { NameFields } from '../../../ui/name-fields.tsx';
import { Select } from '../../../ui/select.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useDocumentTypes } from '../api/use-document-types.ts';
import type { PersonalValues } from '../signup-draft.ts';
import type { StepProps } from '../signup-flow.ts';
import { personalSchema } from '../signup-schema.ts';
import { StepActions } from './step-actions.tsx';

const EMPTY: PersonalValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  dateOfBirth: '',
  gender: '',
  placeOfBirth: '',
  taxId: '',
  documentType: '',
  documentNumber: '',
};

/** The minimum-age message names the age. */
function birthDateError(message: string | undefined): FieldMessage | undefined {
  return message === MESSAGES.minAge ? { key: message, values: { age: MINIMUM_AGE } } : message;
}

/** Name, e-mail, birth date (adults only), and the tax id and identity document where the studio requires them. */
export function PersonalStep({ flow }: StepProps) {
  const { t } = useTranslation();
  const { user } = useSession();
  const { taxIdRequired, documentRequired } = flow.config;
  const documentTypes = useDocumentTypes(documentRequired);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<PersonalValues>({
    resolver: zodResolver(personalSchema(flow.config)),
    defaultValues: flow.draft.personal ?? { ...EMPTY, email: user?.email ?? '' },
  });
  const submit = (personal: PersonalValues) => {
    flow.update({ personal });
    flow.next();
  };
  return (
    <form className={layout.form} aria-label={t('signup.steps.personal')} noValidate onSubmit={handleSubmit(submit)}>
      <NameFields
        firstName={register('firstName')}
        lastName={register('lastName')}
        errors={{ firstName: errors.firstName?.message, lastName: errors.lastName?.message }}
      />
      <EmailField label={t('account.fields.email')} required error={errors.email?.message} {...register('email')} />
      <TextField
        type="tel"
        label={t('signup.fields.phone')}
        autoComplete="tel"
        error={errors.phone?.message}
        {...register('phone')}
      />
      <FormDateField
        control={control}
        name="dateOfBirth"
        label={t('signup.fields.dateOfBirth')}
        autoComplete="bday"
        required
        error={birthDateError(errors.dateOfBirth?.message)}
      />
      <Select
        label={t('signup.fields.gender')}
        placeholder={t('signup.fields.choose')}
        options={genders.map((gender) => ({ value: gender, label: t(`flow.contact.gender.${gender}`) }))}
        error={errors.gender?.message}
        {...register('gender')}
      />
      {taxIdRequired ? (
        <>
          <TextField
            label={t('signup.fields.taxId')}
            hint={t('signup.fields.taxIdHint')}
            autoComplete="off"
            spellCheck={false}
            required
            error={errors.taxId?.message}
            {...register('taxId')}
          />
          <TextField
            label={t('signup.fields.placeOfBirth')}
            error={errors.placeOfBirth?.message}
            {...register('placeOfBirth')}
          />
        </>
      ) : null}
      {documentRequired ? (
        <>
          <Select
            label={t('signup.fields.documentType')}
            required
            placeholder={t('signup.fields.choose')}
            disabled={!documentTypes.data}
            options={(documentTypes.data ?? []).map((type) => ({ value: type.code, label: type.name }))}
            error={
              errors.documentType?.message ?? (documentTypes.error ? t('signup.fields.documentTypesError') : undefined)
            }
            {...register('documentType')}
          />
          <TextField
            label={t('signup.fields.documentNumber')}
            autoComplete="off"
            required
            error={errors.documentNumber?.message}
            {...register('documentNumber')}
          />
        </>
      ) : null}
      <StepActions />
    </form>
  );
}
