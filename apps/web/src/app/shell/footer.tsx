import { useTranslation } from 'react-i18next';
import type { Brand } from '../../lib/brand.ts';
import { MotusLogo } from '../../ui/motus-logo.tsx';
import styles from './footer.module.css';

function isExternal(url: string): boolean {
  return /^https?:/i.test(url);
}

export function Footer({ brand }: { brand: Brand }) {
  const { t } = useTranslation();
  const config = brand.config;
  const contact = config?.texts.contactLinkUrl && config.texts.contactLinkText ? config.texts : null;
  // 'A service of' the product shows unless a white-label brand runs without styling (spec 000 section 2.6).
  const showService = !config || brand.styled;
  const owner = config?.legalEntity ?? null;
  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        {contact?.contactLinkUrl ? (
          <ul className={styles.links}>
            <li>
              <a
                href={contact.contactLinkUrl}
                {...(isExternal(contact.contactLinkUrl) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                {contact.contactLinkText}
              </a>
            </li>
          </ul>
        ) : null}
        <div className={styles.bottom}>
          {owner ? <p>{t('common.footer.copyright', { year: new Date().getFullYear(), owner })}</p> : null}
          {showService ? (
            <p className={styles.service}>
              <span>{t('common.footer.serviceOf')}</span>
              <MotusLogo className={styles.motusLogo} title="Motus" />
            </p>
          ) : null}
        </div>
      </div>
    </footer>
  );
}
