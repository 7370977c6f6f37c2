import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useLocale } from '../../../lib/i18n.ts';
import { formatDay } from '../../../lib/intl.ts';
import { useSession } from '../../../lib/session.ts';
import { withStickyQuery } from '../../../lib/sticky-query.ts';
import { ButtonLink } from '../../../ui/button.tsx';
import styles from '../contract-signup.module.css';
import type { StepProps } from '../signup-flow.ts';

/** What happens next: the welcome mail with the contract and the mandate, logging in, booking. */
export function SuccessStep({ flow }: StepProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { search } = useLocation();
  const { loggedIn } = useSession();
  const { signed, personal } = flow.draft;
  if (!signed) return null;
  return (
    <section aria-labelledby="signup-success" className={styles.summary}>
      <h2 id="signup-success">{t('signup.success.title')}</h2>
      <p>
        {t('signup.success.contract', {
          number: signed.contractNumber,
          start: formatDay(signed.startDate, locale, 'medium'),
        })}
      </p>
      <p>{t('signup.success.customerNumber', { number: signed.customerNumber })}</p>
      <h3>{t('signup.success.nextTitle')}</h3>
      <ol>
        <li>{t('signup.success.mail', { email: personal?.email ?? '' })}</li>
        {loggedIn ? null : <li>{t('signup.success.login')}</li>}
        <li>{t('signup.success.book')}</li>
      </ol>
      <p>
        {loggedIn ? (
          <ButtonLink to={withStickyQuery(`${flow.studioPrefix}/course`, search)}>
            {t('signup.success.toCourses')}
          </ButtonLink>
        ) : (
          <ButtonLink to={withStickyQuery('/login-register', search)}>{t('signup.success.toLogin')}</ButtonLink>
        )}
      </p>
    </section>
  );
}
