import { zodResolver } from '@hookform/resolvers/zod';
import { type ContactData, emailAddress } from '@motus/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { EmailField } from '../../ui/email-field.tsx';
import { TextField } from '../../ui/text-field.tsx';
import { useChangeContactData } from './api/use-change-contact-data.ts';
import { useContactData } from './api/use-contact-data.ts';
import { ChangeForm } from './change-form.tsx';
import { optionalPhone, orEmpty, orNull } from './form-values.ts';
import type { ChangeFormProps } from './group-answer.ts';
import { GroupView } from './group-view.tsx';

const contactSchema = z.object({
  email: emailAddress,
  phoneMobile: optionalPhone,
  phonePrivate: optionalPhone,
  phoneBusiness: optionalPhone,
});

type ContactValues = z.infer<typeof contactSchema>;

const PHONES = [
  { name: 'phoneMobile', autoComplete: 'mobile tel' },
  { name: 'phonePrivate', autoComplete: 'home tel' },
  { name: 'phoneBusiness', autoComplete: 'work tel' },
] as const;

function ContactForm({ answer, onDone, onCancel }: ChangeFormProps<ContactData>) {
  const { t } = useTranslation();
  const change = useChangeContactData();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ContactValues>({
    resolver: zodResolver(contactSchema),
    defaultValues: {
      email: answer.data.email,
      phoneMobile: orEmpty(answer.data.phoneMobile),
      phonePrivate: orEmpty(answer.data.phonePrivate),
      phoneBusiness: orEmpty(answer.data.phoneBusiness),
    },
  });
  const submit = (values: ContactValues) =>
    change.mutate(
      {
        email: values.email,
        phoneMobile: orNull(values.phoneMobile),
        phonePrivate: orNull(values.phonePrivate),
        phoneBusiness: orNull(values.phoneBusiness),
      },
      { onSuccess: onDone },
    );
  return (
    <ChangeForm
      label={t('selfservice.data.changeOf', { name: t('routes.customerContact') })}
      onSubmit={handleSubmit(submit)}
      onCancel={onCancel}
      sending={change.isPending}
      failure={change.error}
    >
      <EmailField label={t('selfservice.fields.email')} required error={errors.email?.message} {...register('email')} />
      {PHONES.map((phone) => (
        <TextField
          key={phone.name}
          type="tel"
          label={t(`selfservice.fields.${phone.name}`)}
          autoComplete={phone.autoComplete}
          error={errors[phone.name]?.message}
          {...register(phone.name)}
        />
      ))}
    </ChangeForm>
  );
}

/** /customer/contact: the e-mail address and phone numbers the studio reaches the member by, and their change. */
export function CustomerContactScreen() {
  return <GroupView group="CONTACT" query={useContactData()} Form={ContactForm} />;
}
