import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Alert } from '../../ui/alert.tsx';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { ErrorMessages } from '../../ui/error-messages.tsx';
import { shownError } from '../../ui/error-text.ts';
import { FormCard } from '../../ui/form-card.tsx';
import { StatusMessage } from '../../ui/status-message.tsx';
import styles from './account.module.css';
import { AccountPage } from './account-page.tsx';
import { useAddAdditionalEmail } from './api/use-add-additional-email.ts';
import { useVerifyAdditionalEmail } from './api/use-verify-additional-email.ts';
import { EmailCodeForm } from './email-code-form.tsx';
import { useStickyHref } from './sticky-href.ts';

/**
 * /verify-additional-email (login required): the code mailed to an additional address. The mail's link fills in
 * address and code; after adding an address the user types the code.
 */
export function VerifyAdditionalEmailScreen() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const href = useStickyHref();
  const query = new URLSearchParams(search);
  const linkedEmail = query.get('email') ?? '';
  const verify = useVerifyAdditionalEmail();
  // Adding an unconfirmed address again mails it a new code.
  const resend = useAddAdditionalEmail();

  if (verify.isSuccess) {
    return (
      <StatusMessage
        title={t('account.verifyAdditionalEmail.done')}
        message={t('account.verifyAdditionalEmail.doneText', { email: verify.variables.email })}
        action={<ButtonLink to={href('/emails')}>{t('account.verifyAdditionalEmail.toEmails')}</ButtonLink>}
      />
    );
  }
  return (
    <AccountPage title={t('routes.verifyAdditionalEmail')} intro={t('account.verifyAdditionalEmail.intro')}>
      <FormCard>
        <EmailCodeForm
          email={linkedEmail}
          emailFixed={linkedEmail !== ''}
          code={query.get('code') ?? ''}
          submitLabel={t('account.verifyAdditionalEmail.submit')}
          onSubmit={(values) => verify.mutate(values)}
          loading={verify.isPending}
          failure={verify.error}
        />
        {linkedEmail ? (
          <div className={styles.stack}>
            <Button variant="secondary" loading={resend.isPending} onClick={() => resend.mutate(linkedEmail)}>
              {t('account.verifyAdditionalEmail.resend')}
            </Button>
            {resend.isSuccess ? (
              <Alert severity="information">{t('account.verifyAdditionalEmail.resent', { email: linkedEmail })}</Alert>
            ) : null}
            {resend.isError ? <ErrorMessages errors={shownError(resend.error)} /> : null}
          </div>
        ) : null}
      </FormCard>
    </AccountPage>
  );
}
