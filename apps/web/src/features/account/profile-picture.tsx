import { useTranslation } from 'react-i18next';
import { cx } from '../../ui/class-names.ts';
import styles from './account.module.css';

/** The profile picture, or a drawn default when there is none. */
export function ProfilePicture({ url, size }: { url: string | null; size: 'small' | 'large' }) {
  const { t } = useTranslation();
  const className = cx(styles.picture, styles[size]);
  if (url) return <img className={className} src={url} alt={t('account.profile.pictureAlt')} />;
  return (
    <svg className={className} viewBox="0 0 28 28" role="img" aria-label={t('account.profile.noPicture')}>
      <circle cx="14" cy="14" r="14" fill="currentColor" opacity="0.15" />
      <circle cx="14" cy="11" r="5" fill="currentColor" opacity="0.7" />
      <path d="M5.5 23.5a9.5 9.5 0 0 1 17 0" fill="currentColor" opacity="0.7" />
    </svg>
  );
}
