import { LOCALE_NAMES, UI_LOCALES, type UiLocale } from '@motus/i18n';
import { useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { initTranslations } from '../../lib/translations.ts';
import { useTranslationLocales } from './api/use-translation-locales.ts';
import styles from './footer.module.css';
import { offeredLocales } from './offered-locales.ts';

function isUiLocale(value: string): value is UiLocale {
  return (UI_LOCALES as readonly string[]).includes(value);
}

/**
 * The languages the server offers (offered-locales.ts) by their own names; with one alone there is nothing to choose.
 * A choice loads that locale's catalogue and switches i18next to it, and goes into the `locale` query parameter, which in-app links keep and which wins over the browser on reload. Calls
 * send the UI locale, so the answers loaded so far are asked again: course names, offers and the like are translated.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const id = useId();
  const locales = offeredLocales(useTranslationLocales().data, i18n.language);

  async function onChange(event: ChangeEvent<HTMLSelectElement>) {
    const locale = event.target.value;
    if (!isUiLocale(locale)) return;
    const query = new URLSearchParams(search);
    query.delete('lo');
    query.set('locale', locale);
    await navigate({ pathname, search: `?${query}` }, { replace: true });
    await initTranslations(locale);
    await queryClient.invalidateQueries();
  }

  if (locales.length < 2) return null;
  return (
    <div className={styles.language}>
      <label htmlFor={id}>{t('shell.language.label')}</label>
      <select id={id} className={styles.languageSelect} value={i18n.language} onChange={onChange}>
        {locales.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {LOCALE_NAMES[locale]}
          </option>
        ))}
      </select>
    </div>
  );
}
