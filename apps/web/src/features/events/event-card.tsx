import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useLocale } from '../../lib/i18n.ts';
import { offerStatement } from '../../lib/offer-statement.ts';
import { keepStickyQuery } from '../../lib/sticky-query.ts';
import { Card } from '../../ui/card.tsx';
import type { StudioEvent } from './api/use-studio-events.ts';
import { AvailabilityLabel } from './availability-label.tsx';
import { availabilityOf, nextAppointment } from './event-availability.ts';
import { whenText } from './event-format.ts';
import styles from './events.module.css';

interface EventCardProps {
  event: StudioEvent;
  /** The event's detail page. */
  href: string;
  now: Date;
}

/** An event in the list: image or colour, next date in the studio's time zone, place, price and how full it is. */
export function EventCard({ event, href, now }: EventCardProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { search } = useLocation();
  const timeZone = event.studio.zoneId;
  const next = nextAppointment(event.appointments, now);
  const moreDates = event.appointments.filter((appointment) => appointment.endDateTime > now).length - 1;
  const colour = { '--event-colour': event.colorHex ?? 'var(--color-highlight)' } as CSSProperties;
  return (
    <div className={styles.cardFrame} style={colour}>
      <Card
        className={event.image ? undefined : styles.colourCard}
        image={event.image ? { src: event.image, alt: '', extent: 'small' } : undefined}
        headingLevel={2}
        badge={next ? whenText(next, locale, timeZone) : undefined}
        title={
          <Link className={styles.cardLink} to={keepStickyQuery(href, search)}>
            {event.name}
          </Link>
        }
      >
        {moreDates > 0 ? <p className={styles.muted}>{t('events.moreDates', { count: moreDates })}</p> : null}
        {next?.location ? <p className={styles.muted}>{next.location}</p> : null}
        <p className={styles.price}>
          {offerStatement(event.priceOrOffer, { covered: event.bookableWithContingent === true, locale, t })}
        </p>
        {next ? (
          <p className={styles.availability}>
            <AvailabilityLabel availability={availabilityOf(next, now)} timeZone={timeZone} />
          </p>
        ) : null}
      </Card>
    </div>
  );
}
