import { ApiError } from '@motus/contract/client';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useParams } from 'react-router';
import { useLocale } from '../../lib/i18n.ts';
import { offerStatement } from '../../lib/offer-statement.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { useStartBooking } from '../../lib/start-booking.ts';
import { useStickyTo } from '../../lib/sticky-query.ts';
import { studioUuidOf, useStudioRef } from '../../lib/studio-context.ts';
import { studioPath } from '../../lib/studio-route.ts';
import { useBookingBlock } from '../../lib/use-booking-block.ts';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { ErrorList } from '../../ui/error-list.tsx';
import { BlockSpinner } from '../../ui/spinner.tsx';
import { StatusMessage } from '../../ui/status-message.tsx';
import { useBookableBenefit } from './api/use-bookable-benefit.ts';
import type { EventAppointment, StudioEvent } from './api/use-studio-events.ts';
import { BookingBlockBanner } from './booking-block-banner.tsx';
import { EventDateRow } from './event-date-row.tsx';
import styles from './events.module.css';

function benefitIdOf(param: string | undefined): number | undefined {
  return param && /^\d{1,10}$/.test(param) ? Number(param) : undefined;
}

/** Carries the chosen date into the event booking flow (`booking/event/{appointmentId}`). */
function useChooseDate(event: StudioEvent) {
  const { pathname } = useLocation();
  const startBooking = useStartBooking();
  return (appointment: EventAppointment) =>
    startBooking({
      kind: 'event',
      itemId: appointment.id,
      benefitId: event.id,
      studioId: event.studio.id,
      name: event.name,
      startDateTime: appointment.startDateTime.toISOString(),
      endDateTime: appointment.endDateTime.toISOString(),
      location: appointment.location,
      returnPath: pathname,
    });
}

function EventBody({ event }: { event: StudioEvent }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { blockedUntil } = useBookingBlock();
  const onChoose = useChooseDate(event);
  const now = new Date();
  const timeZone = event.studio.zoneId;
  const colour = { '--event-colour': event.colorHex ?? 'var(--color-highlight)' } as CSSProperties;
  return (
    <>
      {event.image ? (
        <img className={styles.hero} src={event.image} alt="" />
      ) : (
        <div className={styles.colourBand} style={colour} aria-hidden />
      )}
      <h1 className={styles.title}>{event.name}</h1>
      {blockedUntil ? <BookingBlockBanner blockedUntil={blockedUntil} timeZone={timeZone} /> : null}
      <dl className={styles.facts}>
        <dt>{t('events.detail.price')}</dt>
        <dd className={styles.price}>
          {offerStatement(event.priceOrOffer, { covered: event.bookableWithContingent === true, locale, t })}
        </dd>
        {event.employees.length > 0 ? (
          <>
            <dt>{t('events.detail.trainers')}</dt>
            <dd>{event.employees.join(', ')}</dd>
          </>
        ) : null}
      </dl>
      {event.description ? <p className={styles.description}>{event.description}</p> : null}
      <section className={styles.dates} aria-labelledby="event-dates">
        <h2 id="event-dates" className={styles.sectionTitle}>
          {t('events.detail.dates')}
        </h2>
        {event.appointments.length === 0 ? (
          <p className={styles.muted}>{t('events.detail.noDates')}</p>
        ) : (
          <ul className={styles.dateList}>
            {event.appointments.map((appointment) => (
              <EventDateRow
                key={appointment.id}
                appointment={appointment}
                timeZone={timeZone}
                now={now}
                blocked={blockedUntil !== null}
                onChoose={onChoose}
              />
            ))}
          </ul>
        )}
      </section>
    </>
  );
}

/** One event (/studio/{uuid}/events/:id): description, all its dates, trainers, price and the viewer's own place. */
export function EventDetailScreen() {
  const { t } = useTranslation();
  const ref = useStudioRef();
  const benefitId = benefitIdOf(useParams().id);
  const { data, error, isPending, refetch } = useBookableBenefit(benefitId);
  const base = ref ? studioPath(studioUuidOf(ref)) : '';
  const allEvents = useStickyTo(`${base}/events`);
  // Another studio's benefit, or a course, is not one of this page's events.
  const event = data && data.itemType === 'EVENT' && data.studio.id === ref?.organizationUnitId ? data : undefined;
  const missing = benefitId === undefined || (error instanceof ApiError && error.status === 404) || (data && !event);
  usePageTitle(event?.name ?? (missing ? t('events.detail.notFound') : t('events.title')));

  if (missing) {
    return (
      <StatusMessage
        title={t('events.detail.notFound')}
        action={<ButtonLink to={allEvents}>{t('events.detail.allEvents')}</ButtonLink>}
      />
    );
  }
  return (
    <div className={styles.page}>
      <ButtonLink className={styles.back} variant="secondary" size="s" to={allEvents}>
        {t('events.detail.allEvents')}
      </ButtonLink>
      {error ? (
        <ErrorList
          title={t('events.detail.loadError')}
          errors={[error]}
          action={<Button onClick={() => refetch()}>{t('common.actions.retry')}</Button>}
        />
      ) : null}
      {isPending ? <BlockSpinner label={t('common.loading')} /> : null}
      {event ? <EventBody event={event} /> : null}
    </div>
  );
}
