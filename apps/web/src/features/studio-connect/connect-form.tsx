import { zodResolver } from '@hookform/resolvers/zod';
import type { StudioConnect } from '@motus/contract';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { EmailField } from '../../ui/email-field.tsx';
import { ErrorMessages } from '../../ui/error-messages.tsx';
import { shownError } from '../../ui/error-text.ts';
import { FormDateField } from '../../ui/form-date-field.tsx';
import layout from '../../ui/form-layout.module.css';
import { TextField } from '../../ui/text-field.tsx';
import type { ConnectTarget, ConnectValues } from './api/connect-requests.ts';
import type { ConnectMethod } from './connect-methods.ts';

interface ConnectFormProps {
  method: ConnectMethod;
  target: ConnectTarget;
  /** The login e-mail, offered for the e-mail method. */
  email: string;
  onConnected: (connect: StudioConnect) => void;
}

/** The details of one method; the studio looks for a customer with exactly these. */
export function ConnectForm({ method, target, email, onConnected }: ConnectFormProps) {
  const { t } = useTranslation();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<ConnectValues>({
    resolver: zodResolver(method.schema),
    defaultValues: { customerCode: '', dateOfBirth: '', email, iban: '', ibanSuffix: '' },
  });
  const mutation = useMutation({
    mutationFn: (values: ConnectValues) => method.connect(values, target),
    onSuccess: onConnected,
  });
  const shows = (field: keyof ConnectValues) => method.fields.includes(field);

  return (
    <form className={layout.form} noValidate onSubmit={handleSubmit((values) => mutation.mutate(values))}>
      {shows('customerCode') ? (
        <TextField
          label={t('account.studioConnect.fields.customerCode')}
          hint={t('account.studioConnect.fields.customerCodeHint')}
          autoComplete="off"
          required
          error={errors.customerCode?.message}
          {...register('customerCode')}
        />
      ) : null}
      {shows('email') ? (
        <EmailField
          label={t('account.fields.email')}
          hint={t('account.studioConnect.fields.emailHint')}
          required
          error={errors.email?.message}
          {...register('email')}
        />
      ) : null}
      {shows('iban') ? (
        <TextField
          label={t('account.studioConnect.fields.iban')}
          autoComplete="off"
          spellCheck={false}
          required
          error={errors.iban?.message}
          {...register('iban')}
        />
      ) : null}
      {shows('ibanSuffix') ? (
        <TextField
          label={t('account.studioConnect.fields.ibanSuffix')}
          hint={t('account.studioConnect.fields.ibanSuffixHint')}
          autoComplete="off"
          maxLength={4}
          required
          error={errors.ibanSuffix?.message}
          {...register('ibanSuffix')}
        />
      ) : null}
      {shows('dateOfBirth') ? (
        <FormDateField
          control={control}
          name="dateOfBirth"
          label={t('account.studioConnect.fields.dateOfBirth')}
          autoComplete="bday"
          required
          error={errors.dateOfBirth?.message}
        />
      ) : null}
      {mutation.isError ? <ErrorMessages errors={shownError(mutation.error)} /> : null}
      <div className={layout.actions}>
        <Button type="submit" loading={mutation.isPending}>
          {t('account.studioConnect.submit')}
        </Button>
      </div>
    </form>
  );
}
