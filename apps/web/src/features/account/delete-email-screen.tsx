import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import styles from './account.module.css';
import { AccountPage } from './account-page.tsx';
import { useDeleteAdditionalEmail } from './api/use-delete-additional-email.ts';
import { EmailDecision } from './email-decision.tsx';
import { useStickyHref } from './sticky-href.ts';

/** /delete-email?email: asks before an additional address leaves the account. */
export function DeleteEmailScreen() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const navigate = useNavigate();
  const href = useStickyHref();
  const email = new URLSearchParams(search).get('email');
  const mutation = useDeleteAdditionalEmail({ onSuccess: () => void navigate(href('/emails'), { replace: true }) });
  if (!email) return <Navigate replace to={href('/emails')} />;
  return (
    <AccountPage title={t('routes.deleteEmail')}>
      <EmailDecision
        submitLabel={t('account.deleteEmail.submit')}
        onConfirm={() => mutation.mutate(email)}
        loading={mutation.isPending}
        failure={mutation.error}
      >
        <p>{t('account.deleteEmail.question', { email })}</p>
        <p className={styles.muted}>{t('account.deleteEmail.consequence')}</p>
      </EmailDecision>
    </AccountPage>
  );
}
