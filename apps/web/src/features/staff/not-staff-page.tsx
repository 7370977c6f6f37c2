import { useTranslation } from 'react-i18next';
import { useStickyTo } from '../../lib/sticky-query.ts';
import { ButtonLink } from '../../ui/button.tsx';
import { StatusMessage } from '../../ui/status-message.tsx';

/** What a member who is no studio employee sees on /staff. */
export function NotStaffPage() {
  const { t } = useTranslation();
  const home = useStickyTo('/');
  return (
    <StatusMessage
      title={t('staff.notStaff.title')}
      message={t('staff.notStaff.message')}
      action={<ButtonLink to={home}>{t('staff.notStaff.home')}</ButtonLink>}
    />
  );
}
