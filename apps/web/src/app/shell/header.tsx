import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Brand } from '../../lib/brand.ts';
import { useStickyTo } from '../../lib/sticky-query.ts';
import { MotusLogo } from '../../ui/motus-logo.tsx';
import styles from './header.module.css';

export function Header({ brand }: { brand: Brand }) {
  const { t } = useTranslation();
  const home = useStickyTo('/');
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link to={home} className={styles.home} aria-label={t('common.header.home', { title: brand.title })}>
          {brand.logoUrl ? (
            <img className={styles.logo} src={brand.logoUrl} alt="" />
          ) : (
            <MotusLogo className={styles.motusLogo} />
          )}
          {brand.config && !brand.logoUrl ? <span className={styles.title}>{brand.title}</span> : null}
        </Link>
      </div>
    </header>
  );
}
