import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../lib/page-title.ts';
import { useStickyTo } from '../../lib/sticky-query.ts';
import { ButtonLink } from '../../ui/button.tsx';
import { StatusMessage } from '../../ui/status-message.tsx';

export function NotFoundScreen() {
  const { t } = useTranslation();
  const home = useStickyTo('/');
  usePageTitle(t('common.notFound.title'));
  return (
    <StatusMessage
      title={t('common.notFound.title')}
      message={t('common.notFound.message')}
      action={<ButtonLink to={home}>{t('common.notFound.backHome')}</ButtonLink>}
    />
  );
}
