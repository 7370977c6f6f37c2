import type { AdditionalEmail } from '@motus/contract';
import { useTranslation } from 'react-i18next';
import { ButtonLink } from '../../ui/button.tsx';
import { ErrorList } from '../../ui/error-list.tsx';
import { shownError } from '../../ui/error-text.ts';
import { FormCard } from '../../ui/form-card.tsx';
import { BlockSpinner } from '../../ui/spinner.tsx';
import { Tag } from '../../ui/tag.tsx';
import styles from './account.module.css';
import { AccountPage } from './account-page.tsx';
import { useContacts } from './api/use-contacts.ts';
import { useStickyHref } from './sticky-href.ts';

function AdditionalEmailRow({ entry }: { entry: AdditionalEmail }) {
  const { t } = useTranslation();
  const href = useStickyHref();
  return (
    <li className={styles.emailRow}>
      <div className={styles.emailText}>
        <span className={styles.address}>{entry.email}</span>
        <Tag size="small" highlighted={entry.verified}>
          {entry.verified ? t('account.emails.verified') : t('account.emails.unverified')}
        </Tag>
      </div>
      <div className={styles.rowActions}>
        {entry.verified ? (
          <ButtonLink variant="secondary" to={href('/change-email', { email: entry.email })}>
            {t('account.emails.makeMain')}
          </ButtonLink>
        ) : (
          <ButtonLink variant="secondary" to={href('/verify-additional-email', { email: entry.email })}>
            {t('account.emails.enterCode')}
          </ButtonLink>
        )}
        <ButtonLink
          variant="secondary"
          to={href('/delete-email', { email: entry.email })}
          aria-label={t('account.emails.removeAddress', { email: entry.email })}
        >
          {t('account.emails.remove')}
        </ButtonLink>
      </div>
    </li>
  );
}

function EmailsContent() {
  const { t } = useTranslation();
  const href = useStickyHref();
  const { data, error } = useContacts();
  if (error) return <ErrorList title={t('account.loadError')} errors={[shownError(error)]} />;
  if (!data) return <BlockSpinner label={t('common.loading')} />;
  return (
    <>
      <FormCard title={t('account.emails.login')}>
        <div className={styles.emailRow}>
          <span className={styles.address}>{data.email}</span>
          <ButtonLink variant="secondary" to={href('/change-email')}>
            {t('account.emails.change')}
          </ButtonLink>
        </div>
        <p className={styles.muted}>{t('account.emails.loginHint')}</p>
      </FormCard>
      <FormCard title={t('account.emails.additional')}>
        {data.additionalEmails.length === 0 ? (
          <p className={styles.muted}>{t('account.emails.none')}</p>
        ) : (
          <ul className={styles.list}>
            {data.additionalEmails.map((entry) => (
              <AdditionalEmailRow key={entry.email} entry={entry} />
            ))}
          </ul>
        )}
        <div>
          <ButtonLink to={href('/add-email')}>{t('account.emails.add')}</ButtonLink>
        </div>
      </FormCard>
    </>
  );
}

/** /emails: the login e-mail and the additional addresses with their state, and what can be done with each. */
export function EmailsScreen() {
  const { t } = useTranslation();
  return (
    <AccountPage title={t('routes.emails')} intro={t('account.emails.intro')}>
      <EmailsContent />
    </AccountPage>
  );
}
