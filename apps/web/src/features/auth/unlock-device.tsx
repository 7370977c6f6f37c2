import { useTranslation } from 'react-i18next';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { ErrorMessages } from '../../ui/error-messages.tsx';
import { shownError } from '../../ui/error-text.ts';
import { useUnlockLogin } from './api/use-unlock-login.ts';
import styles from './auth.module.css';

/**
 * The link mailed after logins from unknown devices were paused (/login-register?unlock=…): a click lets this browser
 * log in at once. A click rather than on load, so that a mail scanner opening the link does not use it up.
 */
export function UnlockDevice({ token }: { token: string }) {
  const { t } = useTranslation();
  const mutation = useUnlockLogin(token);

  if (mutation.isSuccess) {
    return (
      <Alert severity="success" title={t('account.unlock.doneTitle')}>
        {t('account.unlock.done')}
      </Alert>
    );
  }
  return (
    <Alert severity="information" title={t('account.unlock.title')}>
      <div className={styles.stack}>
        <p>{t('account.unlock.text')}</p>
        {mutation.error ? <ErrorMessages errors={shownError(mutation.error)} /> : null}
        <Button loading={mutation.isPending} onClick={() => mutation.mutate()}>
          {t('account.unlock.submit')}
        </Button>
      </div>
    </Alert>
  );
}
