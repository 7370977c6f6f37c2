import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useLocale } from '../../lib/i18n.ts';
import { addDays, DEFAULT_TIME_ZONE, formatDay, localDayOf } from '../../lib/intl.ts';
import { useStartBooking } from '../../lib/start-booking.ts';
import { keepStickyQuery } from '../../lib/sticky-query.ts';
import { useCurrentStudio } from '../../lib/studio-context.ts';
import { studioPath } from '../../lib/studio-route.ts';
import { useMemberCalls } from '../../lib/use-member-calls.ts';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { ErrorList } from '../../ui/error-list.tsx';
import { PillOptions } from '../../ui/pill-options.tsx';
import { BlockSpinner } from '../../ui/spinner.tsx';
import { useBenefitSlots } from './api/use-benefit-slots.ts';
import { useNextAvailable } from './api/use-next-available.ts';
import { type AppointmentFilter, encodeAppointmentFilter, parseAppointmentFilter } from './appointment-filter.ts';
import styles from './appointments.module.css';
import { DayStrip } from './day-strip.tsx';
import { offerOf } from './offer-label.ts';
import { type Slot, TrainerSlots } from './trainer-slots.tsx';

/** The strip reaches this far; days past the benefit's booking window are left out. */
const STRIP_DAYS = 28;

function useFilterPath(benefitId: number) {
  const navigate = useNavigate();
  const { search } = useLocation();
  const { studio } = useCurrentStudio();
  return (filter: AppointmentFilter) => {
    if (!studio) return;
    const path = `${studioPath(studio.studioUuid)}/appointment/${benefitId}/${encodeAppointmentFilter(filter)}`;
    void navigate(keepStickyQuery(path, search), { replace: true });
  };
}

/** Chooses a slot: its booking flow offers the viewer their ways to book it (lib/start-booking). */
function useChooseSlot(benefit: { id: number; name: string } | undefined) {
  const { pathname, search } = useLocation();
  const { studio } = useCurrentStudio();
  const startBooking = useStartBooking();
  return (slot: Slot) => {
    if (!benefit || !studio) return;
    startBooking({
      kind: 'appointment',
      itemId: benefit.id,
      benefitId: benefit.id,
      studioId: studio.id,
      name: benefit.name,
      startDateTime: slot.startDateTime.toISOString(),
      endDateTime: slot.endDateTime.toISOString(),
      employeeId: slot.employeeId,
      employeeName: slot.employeeName,
      location: null,
      returnPath: `${pathname}${search}`,
    });
  };
}

/** A single-appointment benefit's free slots (/appointment/:id[/:filter]): a day strip, then the day's slots by trainer. */
export function AppointmentScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  const params = useParams();
  const benefitId = Number(params.id);
  const filter = parseAppointmentFilter(params.filter);
  const { studio } = useCurrentStudio();
  const timeZone = studio?.zoneId ?? DEFAULT_TIME_ZONE;
  const connected = useMemberCalls();
  const today = localDayOf(new Date(), timeZone);
  const range = useMemo(() => ({ startDate: today, endDate: addDays(today, STRIP_DAYS - 1) }), [today]);
  const slots = useBenefitSlots(benefitId, range, connected);
  const next = useNextAvailable(benefitId, connected);
  const benefit = slots.data?.benefit;
  const setFilter = useFilterPath(benefitId);
  const onChoose = useChooseSlot(benefit);
  const { search } = useLocation();

  const chosenTrainers = filter.employeeIds ?? [];
  const shown = (slot: Slot) => chosenTrainers.length === 0 || chosenTrainers.includes(slot.employeeId);
  const lastDay = benefit ? addDays(today, benefit.bookAheadDays) : today;
  const days = (slots.data?.days ?? [])
    .filter((day) => day.day <= lastDay)
    .map((day) => ({ day: day.day, count: day.slots.filter(shown).length }));
  const selected = filter.date ?? next.data?.day ?? days.find((day) => day.count > 0)?.day ?? today;
  const daySlots = (slots.data?.days.find((day) => day.day === selected)?.slots ?? []).filter(shown);
  const trainers = (benefit?.employees ?? []).map((employee) => ({
    id: employee.id,
    name: `${employee.firstName} ${employee.lastName}`,
  }));
  const back = studio ? keepStickyQuery(`${studioPath(studio.studioUuid)}/appointments`, search) : '/';

  if (slots.error) {
    return (
      <div className={styles.page}>
        <ErrorList
          title={t('appointments.slots.loadError')}
          errors={[slots.error]}
          action={<Button onClick={() => slots.refetch()}>{t('common.actions.retry')}</Button>}
        />
        <ButtonLink to={back} variant="secondary">
          {t('appointments.slots.back')}
        </ButtonLink>
      </div>
    );
  }
  if (!benefit) return <BlockSpinner label={t('common.loading')} />;

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{benefit.name}</h1>
      <p className={styles.intro}>
        {[
          t('appointments.list.minutes', { count: benefit.durationMinutes }),
          offerOf(benefit, { covered: benefit.bookableWithContingent === true, locale, t }),
        ].join(' · ')}
      </p>
      {benefit.description ? <p>{benefit.description}</p> : null}
      {trainers.length > 1 ? (
        <PillOptions
          label={t('appointments.slots.trainers')}
          options={trainers.map((trainer) => ({ value: String(trainer.id), label: trainer.name }))}
          value={chosenTrainers.map(String)}
          multiple
          allLabel={t('appointments.slots.allTrainers')}
          onChange={(value) => setFilter({ date: selected, employeeIds: value.map(Number) })}
        />
      ) : null}
      <DayStrip days={days} selected={selected} onSelect={(date) => setFilter({ ...filter, date })} />
      <h2 className={styles.trainerName} aria-live="polite">
        {formatDay(selected, locale)}
      </h2>
      {daySlots.length === 0 ? <p className={styles.empty}>{t('appointments.slots.empty')}</p> : null}
      {trainers.map((trainer) => {
        const own = daySlots.filter((slot) => slot.employeeId === trainer.id);
        return own.length === 0 ? null : (
          <TrainerSlots key={trainer.id} trainer={trainer} slots={own} timeZone={timeZone} onChoose={onChoose} />
        );
      })}
      <ButtonLink to={back} variant="secondary">
        {t('appointments.slots.back')}
      </ButtonLink>
    </div>
  );
}
