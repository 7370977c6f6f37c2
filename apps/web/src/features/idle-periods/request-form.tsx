import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { notifications } from '../../lib/notifications.ts';
import { Button } from '../../ui/button.tsx';
import { FileInput } from '../../ui/file-input.tsx';
import { FormDateField } from '../../ui/form-date-field.tsx';
import layout from '../../ui/form-layout.module.css';
import { SubmitRow } from '../../ui/submit-row.tsx';
import { useRequestIdlePeriod } from './api/use-request-idle-period.ts';
import styles from './idle-periods.module.css';
import {
  DOCUMENT_MEDIA_TYPES,
  type RequestLimits,
  type RequestValues,
  requestFormSchema,
} from './request-form-schema.ts';

interface RequestFormProps {
  limits: RequestLimits;
  onDone(): void;
}

/** First and last day of the idle period, and the proof where the studio wants one. */
export function RequestForm({ limits, onDone }: RequestFormProps) {
  const { t } = useTranslation();
  const request = useRequestIdlePeriod();
  const {
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<RequestValues>({
    resolver: zodResolver(requestFormSchema(limits)),
    defaultValues: { startDate: '', endDate: '', document: null },
  });
  const submit = handleSubmit(async ({ startDate, endDate, document }) => {
    await request.mutateAsync({
      startDate,
      endDate,
      ...(document ? { document: { fileName: document.fileName, dataUrl: document.dataUrl } } : {}),
    });
    notifications.notify({ type: 'success', title: t('idleperiods.form.sent') });
    onDone();
  });
  return (
    <form className={layout.form} aria-label={t('idleperiods.form.title')} noValidate onSubmit={submit}>
      <h2 className={styles.heading}>{t('idleperiods.form.title')}</h2>
      <p className={styles.hint}>
        {t('idleperiods.form.rules', { days: limits.minimumLengthDays, months: limits.maximumLengthMonths })}
      </p>
      <FormDateField
        control={control}
        name="startDate"
        label={t('idleperiods.form.startDate')}
        required
        error={errors.startDate?.message}
      />
      <FormDateField
        control={control}
        name="endDate"
        label={t('idleperiods.form.endDate')}
        required
        error={errors.endDate?.message}
      />
      {limits.documentRequired ? (
        <Controller
          control={control}
          name="document"
          render={({ field, fieldState }) => (
            <>
              <FileInput
                label={t('idleperiods.form.document')}
                accept={DOCUMENT_MEDIA_TYPES.join(',')}
                hint={t('idleperiods.form.documentHint')}
                error={fieldState.error?.message}
                onFile={({ file, dataUrl }) =>
                  field.onChange({ fileName: file.name, mediaType: file.type, size: file.size, dataUrl })
                }
              />
              {field.value ? <p className={styles.fileName}>{field.value.fileName}</p> : null}
            </>
          )}
        />
      ) : null}
      <SubmitRow label={t('idleperiods.form.send')} loading={request.isPending} failure={request.error}>
        <Button variant="secondary" onClick={onDone}>
          {t('idleperiods.form.cancel')}
        </Button>
      </SubmitRow>
    </form>
  );
}
