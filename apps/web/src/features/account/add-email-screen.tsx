import { zodResolver } from '@hookform/resolvers/zod';
import { addAdditionalEmail, emailAddress } from '@motus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { api } from '../../lib/api-client.ts';
import { EmailField } from '../../ui/email-field.tsx';
import { FormCard } from '../../ui/form-card.tsx';
import layout from '../../ui/form-layout.module.css';
import { SubmitRow } from '../../ui/submit-row.tsx';
import { AccountPage } from './account-page.tsx';
import { CONTACTS_KEY } from './contacts.ts';
import { useStickyHref } from './sticky-href.ts';

const addEmailSchema = z.object({ email: emailAddress });
type AddEmailValues = z.infer<typeof addEmailSchema>;

/** /add-email: a further address for the account; a code goes to it, to be entered on verify-additional-email. */
export function AddEmailScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const href = useStickyHref();
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AddEmailValues>({ resolver: zodResolver(addEmailSchema), defaultValues: { email: '' } });
  const mutation = useMutation({
    mutationFn: ({ email }: AddEmailValues) => api(addAdditionalEmail, { body: { email } }),
    onSuccess: (contacts, { email }) => {
      queryClient.setQueryData(CONTACTS_KEY, contacts);
      void navigate(href('/verify-additional-email', { email }));
    },
  });
  return (
    <AccountPage title={t('routes.addEmail')} intro={t('account.addEmail.intro')}>
      <FormCard>
        <form className={layout.form} noValidate onSubmit={handleSubmit((values) => mutation.mutate(values))}>
          <EmailField
            label={t('account.fields.newEmail')}
            required
            error={errors.email?.message}
            {...register('email')}
          />
          <SubmitRow label={t('account.addEmail.submit')} loading={mutation.isPending} failure={mutation.error} />
        </form>
      </FormCard>
    </AccountPage>
  );
}
