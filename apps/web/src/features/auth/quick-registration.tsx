import { useTranslation } from 'react-i18next';
import { ErrorList } from '../../ui/error-list.tsx';
import { shownError } from '../../ui/error-text.ts';
import { FormCard } from '../../ui/form-card.tsx';
import { BlockSpinner } from '../../ui/spinner.tsx';
import { useQuickRegister } from './api/use-quick-register.ts';
import { useQuickRegistration } from './api/use-quick-registration.ts';
import { AuthPage } from './auth-page.tsx';
import { useSessionStart } from './session-start.ts';
import { SetPasswordForm } from './set-password-form.tsx';

/**
 * A studio's invitation (/login-register/:registerUuid): the customer's name and studio are known, so the member only
 * sets a password and accepts the terms; the account is created verified, connected and logged in.
 */
export function QuickRegistration({ registerUuid }: { registerUuid: string }) {
  const { t } = useTranslation();
  const startSession = useSessionStart();
  const invitation = useQuickRegistration(registerUuid);
  const mutation = useQuickRegister(registerUuid, { onSuccess: startSession });

  if (invitation.isPending) return <BlockSpinner label={t('common.loading')} />;
  if (invitation.isError) {
    return <ErrorList title={t('account.quickRegister.invalid')} errors={[shownError(invitation.error)]} />;
  }
  const { firstName, lastName, email, studioName } = invitation.data;
  return (
    <AuthPage title={t('account.quickRegister.title')} wide>
      <FormCard
        info={{
          title: studioName,
          description: t('account.quickRegister.for', { name: `${firstName} ${lastName}`, email }),
        }}
      >
        <p>{t('account.quickRegister.intro', { studio: studioName })}</p>
        <SetPasswordForm
          withTerms
          submitLabel={t('account.register.submit')}
          onSubmit={(values) => mutation.mutate(values)}
          loading={mutation.isPending}
          failure={mutation.error}
        />
      </FormCard>
    </AuthPage>
  );
}
