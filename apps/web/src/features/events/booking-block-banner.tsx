import { useTranslation } from 'react-i18next';
import { useLocale } from '../../lib/i18n.ts';
import { formatDateTime } from '../../lib/intl.ts';
import { Alert } from '../../ui/alert.tsx';

/** Tells a member blocked after missed appointments that online booking is closed to them, and until when. */
export function BookingBlockBanner({ blockedUntil, timeZone }: { blockedUntil: Date; timeZone: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const date = formatDateTime(blockedUntil, locale, timeZone);
  return (
    <Alert severity="warning" title={t('events.blocked.title')}>
      <p>{t('events.blocked.message', { date })}</p>
    </Alert>
  );
}
