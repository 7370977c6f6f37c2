import { useTranslation } from 'react-i18next';
import type { Brand } from '../../lib/brand.ts';
import { brandRules } from '../../lib/brand-rules.ts';
import { useActiveLegalInfos } from '../../lib/studio-config.ts';
import { usePermissions } from '../../lib/use-permissions.ts';
import { MotusLogo } from '../../ui/motus-logo.tsx';
import styles from './footer.module.css';
import { cancellationLink, studioLegalLinks } from './footer-links.ts';
import { LanguageSwitcher } from './language-switcher.tsx';
import { PortalLinkItem } from './portal-link.tsx';
import { genericLinks, type PortalLink } from './portal-links.ts';
import { useStudioFrame } from './use-studio-frame.ts';

function LinkList({ label, links }: { label: string; links: readonly PortalLink[] }) {
  return (
    <nav aria-label={label}>
      <ul className={styles.links}>
        {links.map((link) => (
          <li key={link.id}>
            <PortalLinkItem link={link} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The footer (spec 000 section 2.6): the studio's legal links and 'Cancel memberships here', the portal's links, the
 * language switcher, and 'A service of' Motus unless a white-label brand runs without its styling.
 */
export function Footer({ brand }: { brand: Brand }) {
  const { t } = useTranslation();
  const { studioUuid, studio } = useStudioFrame();
  const legalInfos = useActiveLegalInfos();
  const { can } = usePermissions();
  const config = brand.config;
  const cancel = studioUuid
    ? cancellationLink({
        allowed: can('CONTRACT') && studio?.onlineCancellationEnabled === true,
        customLink: brandRules(config).customCancellationLink,
        studioUuid,
      })
    : null;
  const studioLinks = studioUuid ? [...studioLegalLinks(legalInfos, studioUuid), ...(cancel ? [cancel] : [])] : [];
  // A brand of a custom account context keeps the Motus look, and so does not credit Motus (spec 000 section 6).
  const showService = !config || brand.styled;
  const owner = config?.legalEntity ?? null;

  return (
    <footer className={styles.footer}>
      <div className={styles.inner}>
        {studioLinks.length > 0 ? <LinkList label={t('shell.footer.studioLinks')} links={studioLinks} /> : null}
        <LinkList label={t('shell.footer.portalLinks')} links={genericLinks(config)} />
        <div className={styles.bottom}>
          <LanguageSwitcher />
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
