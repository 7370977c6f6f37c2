import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CookieChoice, cookieConsent, useCookieConsent } from '../lib/cookie-consent.ts';
import { Button } from './button.tsx';
import { Checkbox } from './checkbox.tsx';
import styles from './cookie-consent-dialog.module.css';
import { MODAL_WIDTH_SMALL, Modal } from './modal.tsx';

const CATEGORIES = ['stats', 'chat'] as const;

/**
 * Mount once in the app shell. Shows until a consent exists, or after `cookieConsent.reopen()`. The notice offers
 * Apply (everything) and Configure; the preferences view has the categories, Save changes and Hide details. Before the
 * first consent the dialog cannot be dismissed without a choice.
 */
export function CookieConsentDialog() {
  const { t } = useTranslation();
  const { consent, open } = useCookieConsent();
  const [view, setView] = useState<'notice' | 'preferences'>('notice');
  const [choice, setChoice] = useState<CookieChoice>({ stats: false, chat: false });

  useEffect(() => {
    if (!open) return;
    setView('notice');
    setChoice({ stats: consent?.stats ?? false, chat: consent?.chat ?? false });
  }, [open, consent]);

  const dismiss = consent ? cookieConsent.close : undefined;
  const preferences = view === 'preferences';
  return (
    <Modal
      open={open}
      size={MODAL_WIDTH_SMALL}
      title={t('ui.cookies.title')}
      onClose={dismiss}
      onClickOutside={dismiss}
      footer={
        preferences ? (
          <>
            <Button variant="secondary" onClick={() => setView('notice')}>
              {t('ui.cookies.hideDetails')}
            </Button>
            <Button onClick={() => cookieConsent.save(choice)}>{t('ui.cookies.save')}</Button>
          </>
        ) : (
          <>
            <Button variant="secondary" onClick={() => setView('preferences')}>
              {t('ui.cookies.configure')}
            </Button>
            <Button onClick={() => cookieConsent.acceptAll()}>{t('ui.cookies.apply')}</Button>
          </>
        )
      }
    >
      <p className={styles.text}>{t(preferences ? 'ui.cookies.preferencesText' : 'ui.cookies.noticeText')}</p>
      {preferences ? (
        <div className={styles.categories}>
          <Checkbox label={t('ui.cookies.required')} hint={t('ui.cookies.requiredText')} checked disabled readOnly />
          {CATEGORIES.map((category) => (
            <Checkbox
              key={category}
              label={t(`ui.cookies.${category}`)}
              hint={t(`ui.cookies.${category}Text`)}
              checked={choice[category]}
              onChange={(event) => setChoice({ ...choice, [category]: event.target.checked })}
            />
          ))}
        </div>
      ) : null}
    </Modal>
  );
}
