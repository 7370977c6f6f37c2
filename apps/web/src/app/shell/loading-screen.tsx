import { useTranslation } from 'react-i18next';
import { FullScreenSpinner } from '../../ui/spinner.tsx';

/** Shown while the first route's code loads. */
export function LoadingScreen() {
  const { t } = useTranslation();
  return <FullScreenSpinner label={t('common.loading')} />;
}
