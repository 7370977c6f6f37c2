import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../lib/i18n.ts';
import { countryName } from '../../../lib/intl.ts';
import layout from '../../../ui/form-layout.module.css';
import { Select, type SelectOption } from '../../../ui/select.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useItalianProvinces } from '../api/use-italian-provinces.ts';
import { useUsStates } from '../api/use-us-states.ts';
import styles from '../contract-signup.module.css';
import type { AddressValues } from '../signup-draft.ts';
import type { StepProps } from '../signup-flow.ts';
import { addressSchema } from '../signup-schema.ts';
import { StepActions } from './step-actions.tsx';

const EMPTY: AddressValues = { street: '', houseNumber: '', zip: '', city: '', provinceCode: '' };

/** The US asks a state, Italy a province, each from its call; other countries ask neither. */
function useProvinceOptions(countryCode: string): { options: SelectOption[] | undefined; failed: boolean } | null {
  const states = useUsStates(countryCode === 'US');
  const provinces = useItalianProvinces(countryCode === 'IT');
  if (countryCode === 'US') {
    return {
      options: states.data?.map((state) => ({ value: state.abbreviation, label: state.name })),
      failed: states.isError,
    };
  }
  if (countryCode === 'IT') {
    return {
      options: provinces.data?.map((province) => ({ value: province.code, label: province.name })),
      failed: provinces.isError,
    };
  }
  return null;
}

/** The address in the studio's country (the US puts the house number first). */
export function AddressStep({ flow }: StepProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { countryCode } = flow.config;
  const provinces = useProvinceOptions(countryCode);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AddressValues>({
    resolver: zodResolver(addressSchema(provinces !== null)),
    defaultValues: flow.draft.address ?? EMPTY,
  });
  const submit = (address: AddressValues) => {
    flow.update({ address });
    flow.next();
  };
  const field = (name: Exclude<keyof AddressValues, 'provinceCode'>, autoComplete: string) => (
    <TextField
      key={name}
      label={t(`flow.contact.fields.${name}`)}
      autoComplete={autoComplete}
      required
      error={errors[name]?.message}
      {...register(name)}
    />
  );
  const street = [field('street', 'address-line1'), field('houseNumber', 'address-line2')];
  return (
    <form className={layout.form} aria-label={t('signup.steps.address')} noValidate onSubmit={handleSubmit(submit)}>
      {countryCode === 'US' ? street.reverse() : street}
      {field('zip', 'postal-code')}
      {field('city', 'address-level2')}
      {provinces ? (
        <Select
          label={t(countryCode === 'US' ? 'signup.fields.state' : 'signup.fields.province')}
          required
          placeholder={t('signup.fields.choose')}
          disabled={!provinces.options}
          options={provinces.options ?? []}
          error={errors.provinceCode?.message ?? (provinces.failed ? t('signup.fields.provincesError') : undefined)}
          {...register('provinceCode')}
        />
      ) : null}
      <p className={styles.muted}>
        {t('signup.fields.country', { country: countryName(countryCode, locale) ?? countryCode })}
      </p>
      <StepActions />
    </form>
  );
}
