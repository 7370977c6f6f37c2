import { useTranslation } from 'react-i18next';
import { useLocale } from '../../lib/i18n.ts';
import { formatDateTime } from '../../lib/intl.ts';
import { Tag } from '../../ui/tag.tsx';
import type { Availability } from './event-availability.ts';

/** How full a date is, or the viewer's own place at it. */
export function AvailabilityLabel({ availability, timeZone }: { availability: Availability; timeZone: string }) {
  const { t } = useTranslation();
  const locale = useLocale();
  switch (availability.kind) {
    case 'BOOKED':
      return (
        <Tag size="small" highlighted>
          {t('events.state.BOOKED')}
        </Tag>
      );
    case 'WAITING_LIST':
      return <Tag size="small">{t('events.state.WAITING_LIST', { position: availability.position ?? '-' })}</Tag>;
    case 'AVAILABLE':
      return <span>{t('events.state.AVAILABLE', { count: availability.placesLeft })}</span>;
    case 'NOT_YET_OPEN': {
      const when = formatDateTime(availability.opensAt, locale, timeZone);
      return <span>{t('events.state.NOT_YET_OPEN', { when })}</span>;
    }
    default:
      return <span>{t(`events.state.${availability.kind}`)}</span>;
  }
}
