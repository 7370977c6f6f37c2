import { zodResolver } from '@hookform/resolvers/zod';
import { type BodyOf, type changePersonalData, genders, type getPersonalData } from '@motus/contract';
import type { ClientAnswer } from '@motus/contract/client';
import { type Control, Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { MESSAGES, MINIMUM_AGE } from '../../lib/validators.ts';
import type { FieldMessage } from '../../ui/field.tsx';
import { FileInput } from '../../ui/file-input.tsx';
import { FormDateField } from '../../ui/form-date-field.tsx';
import { Select } from '../../ui/select.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useChangePersonalData } from './api/use-change-personal-data.ts';
import { useDocumentTypes } from './api/use-document-types.ts';
import { usePersonalData } from './api/use-personal-data.ts';
import { ChangeForm } from './change-form.tsx';
import { CountrySelect } from './country-select.tsx';
import styles from './customer-data.module.css';
import { orEmpty, orNull } from './form-values.ts';
import type { ChangeFormProps } from './group-answer.ts';
import { GroupView } from './group-view.tsx';
import { DOCUMENT_MEDIA_TYPES, type PersonalValues, personalFormSchema } from './personal-form-schema.ts';

/** The personal data as the client receives it: the birth date revived to a `Date`. */
type PersonalAnswer = ClientAnswer<typeof getPersonalData>;

/** The minimum-age message names the age. */
function birthDateError(message: string | undefined): FieldMessage | undefined {
  return message === MESSAGES.minAge ? { key: message, values: { age: MINIMUM_AGE } } : message;
}

/** A received calendar day (a Date at midnight UTC) as the date field takes it. */
function isoDay(day: Date | null): string {
  return day ? day.toISOString().slice(0, 10) : '';
}

function initialValues({ data }: PersonalAnswer): PersonalValues {
  return {
    firstName: data.firstName,
    lastName: data.lastName,
    dateOfBirth: isoDay(data.dateOfBirth),
    gender: data.gender ?? '',
    placeOfBirth: orEmpty(data.placeOfBirth),
    countryOfBirth: orEmpty(data.countryOfBirth),
    taxId: orEmpty(data.taxId),
    documentType: '',
    document: null,
  };
}

function toChange(values: PersonalValues): BodyOf<typeof changePersonalData> {
  const { documentType, document, ...data } = values;
  return {
    ...data,
    dateOfBirth: orNull(data.dateOfBirth),
    gender: data.gender || null,
    placeOfBirth: orNull(data.placeOfBirth),
    countryOfBirth: orNull(data.countryOfBirth),
    taxId: orNull(data.taxId),
    ...(documentType && document
      ? { document: { type: documentType, fileName: document.fileName, dataUrl: document.dataUrl } }
      : {}),
  };
}

/** The proof of the change: what kind of document it is, and the file. */
function DocumentFields({ control }: { control: Control<PersonalValues> }) {
  const { t } = useTranslation();
  const documentTypes = useDocumentTypes(true);
  return (
    <>
      <Controller
        control={control}
        name="documentType"
        render={({ field: { ref, ...field }, fieldState }) => (
          <Select
            ref={ref}
            {...field}
            label={t('selfservice.document.kind')}
            required
            placeholder={t('selfservice.fields.choose')}
            disabled={!documentTypes.data}
            options={(documentTypes.data ?? []).map((type) => ({ value: type.code, label: type.name }))}
            error={fieldState.error?.message ?? (documentTypes.error ? t('selfservice.fields.listError') : undefined)}
          />
        )}
      />
      <Controller
        control={control}
        name="document"
        render={({ field, fieldState }) => (
          <>
            <FileInput
              label={t('selfservice.document.choose')}
              accept={DOCUMENT_MEDIA_TYPES.join(',')}
              hint={t('selfservice.document.hint')}
              error={fieldState.error?.message}
              onFile={({ file, dataUrl }) =>
                field.onChange({ fileName: file.name, mediaType: file.type, size: file.size, dataUrl })
              }
            />
            {field.value ? <p className={styles.fileName}>{field.value.fileName}</p> : null}
          </>
        )}
      />
    </>
  );
}

function PersonalForm({ answer, onDone, onCancel }: ChangeFormProps<PersonalAnswer['data']>) {
  const { t } = useTranslation();
  const change = useChangePersonalData();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<PersonalValues>({
    resolver: zodResolver(personalFormSchema(answer.documentRequired)),
    defaultValues: initialValues(answer),
  });
  const submit = (values: PersonalValues) => change.mutate(toChange(values), { onSuccess: onDone });
  return (
    <ChangeForm
      label={t('selfservice.data.changeOf', { name: t('routes.customerPersonal') })}
      onSubmit={handleSubmit(submit)}
      onCancel={onCancel}
      sending={change.isPending}
      failure={change.error}
    >
      <TextField
        label={t('selfservice.fields.firstName')}
        autoComplete="given-name"
        required
        error={errors.firstName?.message}
        {...register('firstName')}
      />
      <TextField
        label={t('selfservice.fields.lastName')}
        autoComplete="family-name"
        required
        error={errors.lastName?.message}
        {...register('lastName')}
      />
      <FormDateField
        control={control}
        name="dateOfBirth"
        label={t('selfservice.fields.dateOfBirth')}
        autoComplete="bday"
        error={birthDateError(errors.dateOfBirth?.message)}
      />
      <Select
        label={t('selfservice.fields.gender')}
        placeholder={t('selfservice.fields.choose')}
        options={genders.map((gender) => ({ value: gender, label: t(`selfservice.gender.${gender}`) }))}
        error={errors.gender?.message}
        {...register('gender')}
      />
      <TextField
        label={t('selfservice.fields.placeOfBirth')}
        error={errors.placeOfBirth?.message}
        {...register('placeOfBirth')}
      />
      <CountrySelect
        label={t('selfservice.fields.countryOfBirth')}
        current={answer.data.countryOfBirth}
        error={errors.countryOfBirth?.message}
        {...register('countryOfBirth')}
      />
      <TextField
        label={t('selfservice.fields.taxId')}
        autoComplete="off"
        spellCheck={false}
        error={errors.taxId?.message}
        {...register('taxId')}
      />
      {answer.documentRequired ? <DocumentFields control={control} /> : null}
    </ChangeForm>
  );
}

/** /customer/personal: name, birth details and tax id, and their change (with a proof where the studio wants one). */
export function CustomerPersonalScreen() {
  return <GroupView group="PERSONAL" query={usePersonalData()} Form={PersonalForm} />;
}
