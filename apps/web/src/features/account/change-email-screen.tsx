import { zodResolver } from '@hookform/resolvers/zod';
import { emailAddress, PASSWORD_MAX_LENGTH, requiredText } from '@motus/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import { ButtonLink } from '../../ui/button.tsx';
import { EmailField } from '../../ui/email-field.tsx';
import { FormCard } from '../../ui/form-card.tsx';
import layout from '../../ui/form-layout.module.css';
import { PasswordField } from '../../ui/password-field.tsx';
import { StatusMessage } from '../../ui/status-message.tsx';
import { SubmitRow } from '../../ui/submit-row.tsx';
import { AccountPage } from './account-page.tsx';
import { usePromoteAdditionalEmail } from './api/use-promote-additional-email.ts';
import { useRequestEmailChange } from './api/use-request-email-change.ts';
import { EmailCodeForm } from './email-code-form.tsx';
import { EmailDecision } from './email-decision.tsx';
import { useStickyHref } from './sticky-href.ts';

const changeSchema = z.object({ email: emailAddress, password: requiredText(PASSWORD_MAX_LENGTH) });
type ChangeValues = z.infer<typeof changeSchema>;

/** After the request: the code mailed to the new address, confirmed on verify-email like the mail's link does. */
function NewEmailCode({ email }: { email: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const href = useStickyHref();
  return (
    <FormCard title={t('account.changeEmail.codeTitle')}>
      <p>{t('account.changeEmail.codeIntro', { email })}</p>
      <EmailCodeForm
        email={email}
        emailFixed
        submitLabel={t('account.changeEmail.confirm')}
        onSubmit={(values) => void navigate(href('/verify-email', values))}
        loading={false}
        failure={null}
      />
    </FormCard>
  );
}

/** A new login address: the current password proves it is the owner asking; a code goes to the new address. */
function RequestChange() {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ChangeValues>({ resolver: zodResolver(changeSchema), defaultValues: { email: '', password: '' } });
  const mutation = useRequestEmailChange();
  if (mutation.isSuccess) return <NewEmailCode email={mutation.variables.email} />;
  return (
    <FormCard>
      <form className={layout.form} noValidate onSubmit={handleSubmit((values) => mutation.mutate(values))}>
        <EmailField
          label={t('account.fields.newEmail')}
          required
          error={errors.email?.message}
          {...register('email')}
        />
        <PasswordField
          label={t('account.fields.currentPassword')}
          required
          error={errors.password?.message}
          {...register('password')}
        />
        <SubmitRow label={t('account.changeEmail.submit')} loading={mutation.isPending} failure={mutation.error} />
      </form>
    </FormCard>
  );
}

/** A confirmed additional address becomes the login e-mail; the old one stays as an additional address. */
function PromoteAdditional({ email }: { email: string }) {
  const { t } = useTranslation();
  const href = useStickyHref();
  const mutation = usePromoteAdditionalEmail(email);
  if (mutation.isSuccess) {
    return (
      <StatusMessage
        level={2}
        title={t('account.changeEmail.done')}
        message={t('account.changeEmail.doneText', { email })}
        action={<ButtonLink to={href('/emails')}>{t('account.verifyAdditionalEmail.toEmails')}</ButtonLink>}
      />
    );
  }
  return (
    <EmailDecision
      submitLabel={t('account.changeEmail.promoteSubmit')}
      onConfirm={() => mutation.mutate()}
      loading={mutation.isPending}
      failure={mutation.error}
    >
      <p>{t('account.changeEmail.promote', { email })}</p>
    </EmailDecision>
  );
}

/** /change-email: a new login e-mail (confirmed by a mailed code), or ?email= an additional one made the login e-mail. */
export function ChangeEmailScreen() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const additional = new URLSearchParams(search).get('email');
  return (
    <AccountPage title={t('routes.changeEmail')} intro={additional ? undefined : t('account.changeEmail.intro')}>
      {additional ? <PromoteAdditional email={additional} /> : <RequestChange />}
    </AccountPage>
  );
}
