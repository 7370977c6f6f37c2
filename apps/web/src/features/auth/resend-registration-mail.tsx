import { useTranslation } from 'react-i18next';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { ErrorMessages } from '../../ui/error-messages.tsx';
import { shownError } from '../../ui/error-text.ts';
import { useResendRegistrationMail } from './api/use-resend-registration-mail.ts';
import styles from './auth.module.css';

/**
 * 'Send the code again'. The server answers the same for every address, so the confirmation says only that a code is
 * on its way if the account still waits for one (no account enumeration).
 */
export function ResendRegistrationMail({ email }: { email: string }) {
  const { t } = useTranslation();
  const mutation = useResendRegistrationMail(email);
  return (
    <div className={styles.stack}>
      <Button variant="secondary" loading={mutation.isPending} onClick={() => mutation.mutate()}>
        {t('account.verifyRegister.resend')}
      </Button>
      {mutation.isSuccess ? (
        <Alert severity="information">{t('account.verifyRegister.resent', { email })}</Alert>
      ) : null}
      {mutation.isError ? <ErrorMessages errors={shownError(mutation.error)} /> : null}
    </div>
  );
}
