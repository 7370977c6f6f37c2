import type { listCheckinSlots } from '@motus/contract';
import type { ClientAnswer } from '@motus/contract/client';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useLocale } from '../../lib/i18n.ts';
import { DEFAULT_TIME_ZONE, formatDay, formatTimeRange, localDayOf } from '../../lib/intl.ts';
import { keepStickyQuery } from '../../lib/sticky-query.ts';
import { useCurrentStudio } from '../../lib/studio-context.ts';
import { Button } from '../../ui/button.tsx';
import { ErrorList } from '../../ui/error-list.tsx';
import { SegmentedControl } from '../../ui/segmented-control.tsx';
import { BlockSpinner } from '../../ui/spinner.tsx';
import { Tag } from '../../ui/tag.tsx';
import { useCheckinSlots } from './api/use-checkin-slots.ts';
import { useStudioReservations } from './api/use-studio-reservations.ts';
import { checkinPath } from './checkin-paths.ts';
import styles from './checkin-reservation.module.css';
import { comingDays, type LocalDay } from './slot-time.ts';
import { useMemberGate } from './use-member-gate.ts';

export type CheckinSlot = ClientAnswer<typeof listCheckinSlots>[number];

const STRIP_DAYS = 7;

interface SlotRowProps {
  slot: CheckinSlot;
  timeZone: string;
  reserved: boolean;
  onChoose: (slot: CheckinSlot) => void;
}

function SlotRow({ slot, timeZone, reserved, onChoose }: SlotRowProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const time = formatTimeRange(slot.startDateTime, slot.endDateTime, locale, timeZone);
  const full = slot.freePlaces === 0;
  return (
    <li className={styles.slot}>
      <div className={styles.slotText}>
        <p className={styles.time}>{time}</p>
        <p className={styles.meta}>
          {full ? t('checkin.slots.full') : t('checkin.slots.freePlaces', { count: slot.freePlaces })}
        </p>
      </div>
      {reserved ? (
        <Tag size="small" highlighted>
          {t('checkin.slots.reserved')}
        </Tag>
      ) : (
        <Button size="s" disabled={full} onClick={() => onChoose(slot)}>
          {t('checkin.slots.choose')} <span className="visually-hidden">{time}</span>
        </Button>
      )}
    </li>
  );
}

/** The day shown first: today, unless no slot is left today. */
function firstDayWithSlots(days: LocalDay[], slots: CheckinSlot[] | undefined, timeZone: string): LocalDay {
  const withSlots = new Set((slots ?? []).map((slot) => localDayOf(slot.startDateTime, timeZone)));
  return days.find((day) => withSlots.has(day)) ?? days[0] ?? '';
}

/** Check-in reservation (/checkin-reservation): a day strip for the coming week and the day's slots. */
export function CheckinSlotsScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const { search } = useLocation();
  const { ref, studio } = useCurrentStudio();
  const timeZone = studio?.zoneId ?? DEFAULT_TIME_ZONE;
  const days = useMemo(() => comingDays(new Date(), timeZone, STRIP_DAYS), [timeZone]);
  const slots = useCheckinSlots(ref?.organizationUnitId);
  const gate = useMemberGate();
  const own = useStudioReservations(ref?.organizationUnitId, gate.connected);
  const reservedSlots = new Set((own.data ?? []).map((reservation) => reservation.slotId));
  const [chosenDay, setChosenDay] = useState<LocalDay | undefined>(undefined);
  const day = chosenDay ?? firstDayWithSlots(days, slots.data, timeZone);
  const daySlots = (slots.data ?? []).filter((slot) => localDayOf(slot.startDateTime, timeZone) === day);

  const onChoose = (slot: CheckinSlot) => {
    if (ref && gate.admit()) void navigate(keepStickyQuery(checkinPath(ref, slot.id), search));
  };

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('routes.checkinReservation')}</h1>
      <p className={styles.intro}>{t('checkin.slots.intro')}</p>
      <div className={styles.strip}>
        <SegmentedControl
          label={t('checkin.slots.dayLabel')}
          size="small"
          value={day}
          onChange={setChosenDay}
          options={days.map((entry) => ({ value: entry, label: formatDay(entry, locale, 'short') }))}
        />
      </div>
      {slots.error ? (
        <ErrorList
          title={t('checkin.slots.loadError')}
          errors={[slots.error]}
          action={<Button onClick={() => slots.refetch()}>{t('common.actions.retry')}</Button>}
        />
      ) : null}
      {slots.isPending ? <BlockSpinner label={t('common.loading')} /> : null}
      {slots.data ? (
        <section className={styles.day} aria-label={formatDay(day, locale, 'heading')}>
          <h2 className={styles.dayTitle}>{formatDay(day, locale, 'heading')}</h2>
          {daySlots.length === 0 ? (
            <p className={styles.empty}>{t('checkin.slots.empty')}</p>
          ) : (
            <ul className={styles.list}>
              {daySlots.map((slot) => (
                <SlotRow
                  key={slot.id}
                  slot={slot}
                  timeZone={timeZone}
                  reserved={reservedSlots.has(slot.id)}
                  onChoose={onChoose}
                />
              ))}
            </ul>
          )}
        </section>
      ) : null}
    </div>
  );
}
