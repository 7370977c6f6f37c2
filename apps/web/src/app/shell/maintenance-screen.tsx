import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../lib/page-title.ts';
import { StatusMessage } from '../../ui/status-message.tsx';

export function MaintenanceScreen() {
  const { t } = useTranslation();
  usePageTitle(t('common.maintenance.title'));
  return <StatusMessage title={t('common.maintenance.title')} message={t('common.maintenance.message')} />;
}
