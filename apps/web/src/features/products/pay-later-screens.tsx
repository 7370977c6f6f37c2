import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useLocale } from '../../lib/i18n.ts';
import { keepStickyQuery } from '../../lib/sticky-query.ts';
import { ButtonLink } from '../../ui/button.tsx';
import { StatusMessage } from '../../ui/status-message.tsx';
import { formatDay } from './day-ticket-days.ts';
import { readProductChoice } from './product-choice.ts';
import { LIST_PAGE } from './product-flow.ts';
import { ProductPage } from './product-frame.tsx';
import styles from './products.module.css';

/** The day ticket is reserved; the guest pays at the desk and has the confirmation by mail. */
export function PayLaterSuccessScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { search } = useLocation();
  return (
    <ProductPage>
      {(flow) => {
        const validOn = readProductChoice(flow.base)?.validOn;
        return (
          <StatusMessage
            title={t('products.payLater.successTitle')}
            message={
              validOn
                ? t('products.payLater.successMessageOn', { day: formatDay(validOn, locale) })
                : t('products.payLater.successMessage')
            }
            action={
              <div className={styles.actions}>
                <ButtonLink to={keepStickyQuery(flow.studioPrefix, search)}>
                  {t('products.payLater.toStudio')}
                </ButtonLink>
              </div>
            }
          />
        );
      }}
    </ProductPage>
  );
}

export function PayLaterFailureScreen() {
  const { t } = useTranslation();
  const { search } = useLocation();
  return (
    <ProductPage>
      {(flow) => (
        <StatusMessage
          title={t('products.payLater.failureTitle')}
          message={t('products.payLater.failureMessage')}
          action={
            <div className={styles.actions}>
              <ButtonLink to={keepStickyQuery(flow.base, search)}>{t('products.payLater.retry')}</ButtonLink>
              <ButtonLink
                variant="secondary"
                to={keepStickyQuery(`${flow.studioPrefix}/${LIST_PAGE[flow.kind]}`, search)}
              >
                {t('products.flow.backTo.day-ticket')}
              </ButtonLink>
            </div>
          }
        />
      )}
    </ProductPage>
  );
}
