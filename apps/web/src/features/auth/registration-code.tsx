import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useStickyTo } from '../../lib/sticky-query.ts';
import { FormCard } from '../../ui/form-card.tsx';
import styles from './auth.module.css';
import { AuthPage } from './auth-page.tsx';
import { CodeEntryForm } from './code-entry-form.tsx';
import { ResendRegistrationMail } from './resend-registration-mail.tsx';
import { useStickyNavigate } from './session-start.ts';

/** The verify-register address of a code: the route needs both e-mail and code, like the mailed link carries them. */
function verifyRegisterPath(email: string, code: string): string {
  return `/verify-register?${new URLSearchParams({ email, code })}`;
}

/**
 * After registering: the code mailed to the address is typed in here (or the mail's link is opened), then
 * verify-register checks it.
 */
export function RegistrationCode({ email }: { email: string }) {
  const { t } = useTranslation();
  const go = useStickyNavigate();
  const back = useStickyTo('/login-register');
  return (
    <AuthPage title={t('account.registrationCode.title')}>
      <FormCard>
        <p>{t('account.registrationCode.intro', { email })}</p>
        <CodeEntryForm
          submitLabel={t('account.registrationCode.submit')}
          onCode={(code) => go(verifyRegisterPath(email, code))}
        />
        <ResendRegistrationMail email={email} />
        <Link to={back} className={styles.link}>
          {t('account.registrationCode.back')}
        </Link>
      </FormCard>
    </AuthPage>
  );
}
