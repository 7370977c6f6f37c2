import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ANALYTICS_OPT_OUT_COOKIE, cookieConsent, useCookieConsent } from '../../lib/cookie-consent.ts';
import { STORAGE_KEYS } from '../../lib/storage.ts';
import { Button } from '../../ui/button.tsx';
import styles from './legal.module.css';
import { LegalPage } from './legal-page.tsx';

/** The consent categories of the cookie dialog, with the dialog's own names for them. */
const CATEGORIES = [
  { id: 'required', name: 'ui.cookies.required', text: 'ui.cookies.requiredText' },
  { id: 'stats', name: 'ui.cookies.stats', text: 'ui.cookies.statsText' },
  { id: 'chat', name: 'ui.cookies.chat', text: 'ui.cookies.chatText' },
] as const;

/** What the portal stores in the browser; the session cookie is set by the server (docs/decisions.md, Identity). */
const STORED_ITEMS = [
  { name: 'motus_session', key: 'session' },
  { name: STORAGE_KEYS.cookieConsent, key: 'consent' },
  { name: ANALYTICS_OPT_OUT_COOKIE, key: 'optOut' },
] as const;

function useCategoryState(): (id: (typeof CATEGORIES)[number]['id']) => string {
  const { t } = useTranslation();
  const { consent } = useCookieConsent();
  return (id) => {
    if (id === 'required') return t('legal.cookies.alwaysOn');
    return consent?.[id] ? t('legal.cookies.allowed') : t('legal.cookies.notAllowed');
  };
}

function Categories() {
  const { t } = useTranslation();
  const stateOf = useCategoryState();
  return (
    <dl className={styles.categories}>
      {CATEGORIES.map((category) => (
        <div key={category.id} className={styles.category}>
          <dt>
            {t(category.name)} <span className={styles.state}>({stateOf(category.id)})</span>
          </dt>
          <dd>{t(category.text)}</dd>
        </div>
      ))}
    </dl>
  );
}

function StoredItems() {
  const { t } = useTranslation();
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col">{t('legal.cookies.table.name')}</th>
          <th scope="col">{t('legal.cookies.table.purpose')}</th>
          <th scope="col">{t('legal.cookies.table.duration')}</th>
        </tr>
      </thead>
      <tbody>
        {STORED_ITEMS.map((item) => (
          <tr key={item.name}>
            <th scope="row">
              <code>{item.name}</code>
            </th>
            <td>{t(`legal.cookies.items.${item.key}.purpose`)}</td>
            <td>{t(`legal.cookies.items.${item.key}.duration`)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** The portal's cookie page (`/cookies`): what it stores and why, the current choice, and the way to change it. */
export function PortalCookiesScreen() {
  const { t } = useTranslation();
  const categoriesId = useId();
  const itemsId = useId();
  return (
    <LegalPage title={t('legal.cookies.title')}>
      <p>{t('legal.cookies.intro')}</p>
      <section aria-labelledby={categoriesId} className={styles.section}>
        <h2 id={categoriesId} className={styles.sectionTitle}>
          {t('legal.cookies.categoriesTitle')}
        </h2>
        <Categories />
        <Button onClick={cookieConsent.reopen}>{t('legal.cookies.change')}</Button>
      </section>
      <section aria-labelledby={itemsId} className={styles.section}>
        <h2 id={itemsId} className={styles.sectionTitle}>
          {t('legal.cookies.itemsTitle')}
        </h2>
        <StoredItems />
      </section>
    </LegalPage>
  );
}
