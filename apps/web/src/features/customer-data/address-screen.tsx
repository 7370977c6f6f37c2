import { zodResolver } from '@hookform/resolvers/zod';
import { type AddressData, requiredText } from '@motus/contract';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { MESSAGES } from '../../lib/validators.ts';
import { TextField } from '../../ui/text-field.tsx';
import { useAddressData } from './api/use-address-data.ts';
import { useChangeAddressData } from './api/use-change-address-data.ts';
import { ChangeForm } from './change-form.tsx';
import { CountrySelect } from './country-select.tsx';
import { optionalText, orEmpty, orNull } from './form-values.ts';
import type { ChangeFormProps } from './group-answer.ts';
import { GroupView } from './group-view.tsx';
import { ProvinceField } from './province-field.tsx';

/** Countries where an address names its state or province. */
const PROVINCE_COUNTRIES = new Set(['IT', 'US']);

const addressSchema = z
  .object({
    street: requiredText(100),
    houseNumber: requiredText(20),
    addressSupplement: optionalText(100),
    zip: requiredText(12),
    city: requiredText(100),
    countryCode: z.string().regex(/^[A-Z]{2}$/, { error: MESSAGES.required }),
    provinceCode: optionalText(10),
  })
  .superRefine((address, context) => {
    if (PROVINCE_COUNTRIES.has(address.countryCode) && !address.provinceCode) {
      context.addIssue({ code: 'custom', path: ['provinceCode'], message: MESSAGES.required });
    }
  });

type AddressValues = z.infer<typeof addressSchema>;

/** The studio's country is the likeliest one for a member who has no address on file yet. */
const DEFAULT_COUNTRY = 'DE';

function initialValues(data: AddressData | null): AddressValues {
  return {
    street: data?.street ?? '',
    houseNumber: data?.houseNumber ?? '',
    addressSupplement: orEmpty(data?.addressSupplement ?? null),
    zip: data?.zip ?? '',
    city: data?.city ?? '',
    countryCode: data?.countryCode ?? DEFAULT_COUNTRY,
    provinceCode: orEmpty(data?.provinceCode ?? null),
  };
}

function toChange(values: AddressValues): AddressData {
  return {
    ...values,
    addressSupplement: orNull(values.addressSupplement),
    provinceCode: PROVINCE_COUNTRIES.has(values.countryCode) ? orNull(values.provinceCode) : null,
  };
}

function AddressForm({ answer, onDone, onCancel }: ChangeFormProps<AddressData | null>) {
  const { t } = useTranslation();
  const change = useChangeAddressData();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<AddressValues>({ resolver: zodResolver(addressSchema), defaultValues: initialValues(answer.data) });
  const countryCode = useWatch({ control, name: 'countryCode' });
  const submit = (values: AddressValues) => change.mutate(toChange(values), { onSuccess: onDone });
  return (
    <ChangeForm
      label={t('selfservice.data.changeOf', { name: t('routes.customerAddress') })}
      onSubmit={handleSubmit(submit)}
      onCancel={onCancel}
      sending={change.isPending}
      failure={change.error}
    >
      <TextField
        label={t('selfservice.fields.street')}
        autoComplete="address-line1"
        required
        error={errors.street?.message}
        {...register('street')}
      />
      <TextField
        label={t('selfservice.fields.houseNumber')}
        required
        error={errors.houseNumber?.message}
        {...register('houseNumber')}
      />
      <TextField
        label={t('selfservice.fields.addressSupplement')}
        autoComplete="address-line2"
        error={errors.addressSupplement?.message}
        {...register('addressSupplement')}
      />
      <TextField
        label={t('selfservice.fields.zip')}
        autoComplete="postal-code"
        required
        error={errors.zip?.message}
        {...register('zip')}
      />
      <TextField
        label={t('selfservice.fields.city')}
        autoComplete="address-level2"
        required
        error={errors.city?.message}
        {...register('city')}
      />
      <CountrySelect
        label={t('selfservice.fields.countryCode')}
        current={answer.data?.countryCode ?? DEFAULT_COUNTRY}
        required
        error={errors.countryCode?.message}
        {...register('countryCode')}
      />
      {PROVINCE_COUNTRIES.has(countryCode) ? (
        <ProvinceField
          country={countryCode}
          error={errors.provinceCode?.message}
          registration={register('provinceCode')}
        />
      ) : null}
    </ChangeForm>
  );
}

/** /customer/address: the postal address and its change. */
export function CustomerAddressScreen() {
  return <GroupView group="ADDRESS" query={useAddressData()} Form={AddressForm} />;
}
