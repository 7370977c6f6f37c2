import { useTranslation } from 'react-i18next';
import { useStickyTo } from '../../lib/sticky-query.ts';
import { ButtonLink } from '../../ui/button.tsx';
import { StatusMessage } from '../../ui/status-message.tsx';
import { useScreenTitle } from './screen-title.ts';

/** Stands in for a screen whose feature has not landed yet, inside the real shell and behind the real guards. */
export function PlaceholderScreen() {
  const { t } = useTranslation();
  const title = useScreenTitle();
  const home = useStickyTo('/');
  return (
    <StatusMessage
      title={title}
      message={t('common.comingSoon.message')}
      action={<ButtonLink to={home}>{t('common.notFound.backHome')}</ButtonLink>}
    />
  );
}
