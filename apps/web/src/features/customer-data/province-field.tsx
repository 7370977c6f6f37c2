import type { UseFormRegisterReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Select } from '../../ui/select.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useItalianProvinces } from './api/use-italian-provinces.ts';

interface ProvinceFieldProps {
  country: string;
  error: string | undefined;
  registration: UseFormRegisterReturn;
}

/** An Italian province from the studio's list, or a US state typed as its code. */
export function ProvinceField({ country, error, registration }: ProvinceFieldProps) {
  const { t } = useTranslation();
  const provinces = useItalianProvinces(country === 'IT');
  if (country !== 'IT') {
    return (
      <TextField
        label={t('selfservice.fields.provinceCode')}
        autoComplete="address-level1"
        required
        error={error}
        {...registration}
      />
    );
  }
  return (
    <Select
      label={t('selfservice.fields.provinceCode')}
      placeholder={t('selfservice.fields.choose')}
      required
      disabled={!provinces.data}
      options={(provinces.data ?? []).map((province) => ({ value: province.code, label: province.name }))}
      error={error ?? (provinces.error ? t('selfservice.fields.listError') : undefined)}
      {...registration}
    />
  );
}
