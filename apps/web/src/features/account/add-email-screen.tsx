import { zodResolver } from '@hookform/resolvers/zod';
import { emailAddress } from '@motus/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { EmailField } from '../../ui/email-field.tsx';
import { FormCard } from '../../ui/form-card.tsx';
import layout from '../../ui/form-layout.module.css';
import { SubmitRow } from '../../ui/submit-row.tsx';
import { AccountPage } from './account-page.tsx';
import { useAddAdditionalEmail } from './api/use-add-additional-email.ts';
import { useStickyHref } from './sticky-href.ts';

const addEmailSchema = z.object({ email: emailAddress });
type AddEmailValues = z.infer<typeof addEmailSchema>;

/** /add-email: a further address for the account; a code goes to it, to be entered on verify-additional-email. */
export function AddEmailScreen() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const href = useStickyHref();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<AddEmailValues>({ resolver: zodResolver(addEmailSchema), defaultValues: { email: '' } });
  const mutation = useAddAdditionalEmail({
    onSuccess: (email) => void navigate(href('/verify-additional-email', { email })),
  });
  return (
    <AccountPage title={t('routes.addEmail')} intro={t('account.addEmail.intro')}>
      <FormCard>
        <form className={layout.form} noValidate onSubmit={handleSubmit(({ email }) => mutation.mutate(email))}>
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
