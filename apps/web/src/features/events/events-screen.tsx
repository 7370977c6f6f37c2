import { useTranslation } from 'react-i18next';
import { DEFAULT_TIME_ZONE } from '../../lib/intl.ts';
import { studioUuidOf, useCurrentStudio } from '../../lib/studio-context.ts';
import { studioPath } from '../../lib/studio-route.ts';
import { useBookingBlock } from '../../lib/use-booking-block.ts';
import { Button } from '../../ui/button.tsx';
import { ErrorList } from '../../ui/error-list.tsx';
import { GridView } from '../../ui/grid-view.tsx';
import { BlockSpinner } from '../../ui/spinner.tsx';
import { useStudioEvents } from './api/use-studio-events.ts';
import { BookingBlockBanner } from './booking-block-banner.tsx';
import { EventCard } from './event-card.tsx';
import styles from './events.module.css';

/** The studio's coming events (/studio/{uuid}/events) as cards, soonest first. */
export function EventsScreen() {
  const { t } = useTranslation();
  const { ref, studio } = useCurrentStudio();
  const events = useStudioEvents(ref?.organizationUnitId);
  const { blockedUntil } = useBookingBlock();
  const base = ref ? studioPath(studioUuidOf(ref)) : '';
  const now = new Date();
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('events.title')}</h1>
      {blockedUntil ? (
        <BookingBlockBanner blockedUntil={blockedUntil} timeZone={studio?.zoneId ?? DEFAULT_TIME_ZONE} />
      ) : null}
      {events.error ? (
        <ErrorList
          title={t('events.loadError')}
          errors={[events.error]}
          action={<Button onClick={() => events.refetch()}>{t('common.actions.retry')}</Button>}
        />
      ) : null}
      {events.isPending && ref ? <BlockSpinner label={t('common.loading')} /> : null}
      {events.data ? (
        <GridView
          items={events.data}
          itemKey={(event) => event.id}
          emptyText={t('events.empty')}
          renderItem={(event) => <EventCard event={event} href={`${base}/events/${event.id}`} now={now} />}
        />
      ) : null}
    </div>
  );
}
