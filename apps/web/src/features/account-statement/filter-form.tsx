import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { FormDateField } from '../../ui/form-date-field.tsx';
import styles from './account-statement.module.css';
import { type FilterValues, filterFormSchema } from './filter-form-schema.ts';

interface FilterFormProps {
  /** The due dates the shown statement was picked by. */
  applied: FilterValues;
  onApply(values: FilterValues): void;
  loading: boolean;
}

/** From and to which due date the statement lists the entries. */
export function FilterForm({ applied, onApply, loading }: FilterFormProps) {
  const { t } = useTranslation();
  const {
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<FilterValues>({ resolver: zodResolver(filterFormSchema), defaultValues: applied });
  return (
    <form
      className={styles.filter}
      aria-label={t('accountstatement.filter.title')}
      noValidate
      onSubmit={handleSubmit(onApply)}
    >
      <FormDateField
        control={control}
        name="startDate"
        label={t('accountstatement.filter.startDate')}
        required
        error={errors.startDate?.message}
      />
      <FormDateField
        control={control}
        name="endDate"
        label={t('accountstatement.filter.endDate')}
        required
        error={errors.endDate?.message}
      />
      <div>
        <Button type="submit" loading={loading}>
          {t('accountstatement.filter.apply')}
        </Button>
      </div>
    </form>
  );
}
