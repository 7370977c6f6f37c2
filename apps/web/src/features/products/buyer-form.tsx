import { zodResolver } from '@hookform/resolvers/zod';
import { type CustomerData, emailAddress, personName, phoneNumber } from '@motus/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { EmailField } from '../../ui/email-field.tsx';
import layout from '../../ui/form-layout.module.css';
import { NameFields } from '../../ui/name-fields.tsx';
import { SubmitRow } from '../../ui/submit-row.tsx';
import { TextField } from '../../ui/text-field.tsx';

const buyerSchema = z.object({
  firstName: personName,
  lastName: personName,
  email: emailAddress,
  phone: z.union([z.literal(''), phoneNumber]),
});

export type BuyerValues = z.infer<typeof buyerSchema>;

export const EMPTY_BUYER: BuyerValues = { firstName: '', lastName: '', email: '', phone: '' };

export function toCustomerData(values: BuyerValues, locale: string): CustomerData {
  const phone = values.phone.trim();
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    locale,
    ...(phone ? { phone } : {}),
  };
}

interface BuyerFormProps {
  defaults: BuyerValues;
  submitLabel: string;
  loading: boolean;
  failure: unknown;
  onSubmit: (values: BuyerValues) => void;
}

/** Who buys: name and e-mail (where the receipt and vouchers go), and a phone number for the studio if they like. */
export function BuyerForm({ defaults, submitLabel, loading, failure, onSubmit }: BuyerFormProps) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<BuyerValues>({ resolver: zodResolver(buyerSchema), defaultValues: defaults });
  return (
    <form className={layout.form} aria-label={t('products.contact.title')} noValidate onSubmit={handleSubmit(onSubmit)}>
      <NameFields
        firstName={register('firstName')}
        lastName={register('lastName')}
        errors={{ firstName: errors.firstName?.message, lastName: errors.lastName?.message }}
      />
      <EmailField label={t('account.fields.email')} required error={errors.email?.message} {...register('email')} />
      <TextField
        type="tel"
        label={t('products.contact.phone')}
        autoComplete="tel"
        error={errors.phone?.message}
        {...register('phone')}
      />
      <SubmitRow label={submitLabel} loading={loading} failure={failure} />
    </form>
  );
}
