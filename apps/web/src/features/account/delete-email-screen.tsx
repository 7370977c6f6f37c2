import { deleteAdditionalEmail } from '@motus/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { api } from '../../lib/api-client.ts';
import styles from './account.module.css';
import { AccountPage } from './account-page.tsx';
import { CONTACTS_KEY } from './contacts.ts';
import { EmailDecision } from './email-decision.tsx';
import { useStickyHref } from './sticky-href.ts';

/** /delete-email?email: asks before an additional address leaves the account. */
export function DeleteEmailScreen() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const navigate = useNavigate();
  const href = useStickyHref();
  const queryClient = useQueryClient();
  const email = new URLSearchParams(search).get('email');
  const mutation = useMutation({
    mutationFn: (address: string) => api(deleteAdditionalEmail, { query: { email: address } }),
    onSuccess: (contacts) => {
      queryClient.setQueryData(CONTACTS_KEY, contacts);
      void navigate(href('/emails'), { replace: true });
    },
  });
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
