import { useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { useLocale } from '../../lib/i18n.ts';
import { addDays, DEFAULT_TIME_ZONE, formatDay, localDayOf } from '../../lib/intl.ts';
import { keepStickyQuery } from '../../lib/sticky-query.ts';
import { studioUuidOf, useCurrentStudio } from '../../lib/studio-context.ts';
import { studioPath } from '../../lib/studio-route.ts';
import { isMobile, useViewport } from '../../lib/viewport.ts';
import { Button } from '../../ui/button.tsx';
import { ErrorList } from '../../ui/error-list.tsx';
import { BlockSpinner } from '../../ui/spinner.tsx';
import { useCourseFilter } from './api/use-course-filter.ts';
import { useCourseSchedule } from './api/use-course-schedule.ts';
import { AppointmentRow } from './appointment-row.tsx';
import { appointmentState, hasBookableLeft, type ScheduledAppointment } from './appointment-state.ts';
import styles from './course-schedule.module.css';
import { ScheduleFilters } from './schedule-filters.tsx';
import { ScheduleNavigation } from './schedule-navigation.tsx';
import { hasFilter, readScheduleSearch, type ScheduleSearch, withScheduleSearch } from './schedule-search.ts';
import { type LocalDay, weekDays, weekRange } from './schedule-week.ts';
import { useChooseSlot } from './use-choose-slot.ts';

function DaySection({ day, children, locale }: { day: LocalDay; children: React.ReactNode; locale: string }) {
  const heading = formatDay(day, locale, 'heading');
  return (
    <section className={styles.day} aria-label={heading}>
      <h2 className={styles.dayTitle}>{heading}</h2>
      {children}
    </section>
  );
}

/** The schedule's state in the address: filters, view and day; changes replace the entry so Back leaves the page. */
function useScheduleSearch() {
  const [params, setParams] = useSearchParams();
  const search = readScheduleSearch(params);
  const update = (change: Partial<ScheduleSearch>) => setParams(withScheduleSearch(params, change), { replace: true });
  return { search, update };
}

function emptyMessage(search: ScheduleSearch, view: 'week' | 'day'): string {
  if (hasFilter(search)) return 'booking.schedule.emptyFiltered';
  return view === 'week' ? 'booking.schedule.empty' : 'booking.schedule.emptyDay';
}

/** The course schedule of a studio (/studio/{uuid}/course): week or day view in the studio's time zone, filtered. */
export function CourseScheduleScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  const viewport = useViewport();
  const { search, update } = useScheduleSearch();
  const { ref, studio } = useCurrentStudio();
  const timeZone = studio?.zoneId ?? DEFAULT_TIME_ZONE;
  const today = localDayOf(new Date(), timeZone);
  const view = search.view ?? (isMobile(viewport) ? 'day' : 'week');
  const day = search.date ?? today;
  const week = useMemo(() => weekDays(day, 0), [day]);
  // The week opens on today: its days already gone are left out, so the first screen is what can still be booked.
  const days = useMemo(() => week.filter((candidate) => candidate >= today), [week, today]);
  const studioId = ref?.organizationUnitId;
  const filterOptions = useCourseFilter(studioId);
  const schedule = useCourseSchedule(studioId, weekRange(days), {
    category: search.category,
    benefitId: search.course,
    employeeId: search.trainer,
    timeOfDay: search.time,
  });
  const choose = useChooseSlot();
  const currentSearch = useLocation().search;
  const { data, isPlaceholderData } = schedule;

  // Late on a Sunday nothing of the current week can be booked any more: open on the next week instead.
  useEffect(() => {
    if (search.date !== undefined || !data || isPlaceholderData) return;
    const thisWeek = data.filter((item) => days.includes(localDayOf(item.startDateTime, timeZone)));
    if (hasBookableLeft(thisWeek, new Date())) return;
    update({ date: addDays(week[0] ?? today, 7) });
  });

  const now = new Date();
  const shownDays = view === 'week' ? days : [day];
  const byDay = (shown: LocalDay): ScheduledAppointment[] =>
    (data ?? []).filter((item) => localDayOf(item.startDateTime, timeZone) === shown);
  const visible = shownDays.flatMap(byDay);
  const studioPrefix = ref ? studioPath(studioUuidOf(ref)) : '';

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('routes.courses')}</h1>
      <ScheduleFilters options={filterOptions.data} search={search} onChange={update} />
      <ScheduleNavigation
        view={view}
        day={day}
        days={days}
        today={today}
        onDay={(date) => update({ date })}
        onView={(next) => update({ view: next })}
      />
      {schedule.error ? (
        <ErrorList
          title={t('booking.schedule.loadError')}
          errors={[schedule.error]}
          action={<Button onClick={() => schedule.refetch()}>{t('common.actions.retry')}</Button>}
        />
      ) : null}
      {schedule.isPending ? <BlockSpinner label={t('common.loading')} /> : null}
      {data && visible.length === 0 ? <p className={styles.empty}>{t(emptyMessage(search, view))}</p> : null}
      {shownDays.map((shown) => {
        const appointments = byDay(shown);
        return appointments.length === 0 ? null : (
          <DaySection key={shown} day={shown} locale={locale}>
            <ul className={styles.list}>
              {appointments.map((appointment) => (
                <AppointmentRow
                  key={appointment.id}
                  appointment={appointment}
                  state={appointmentState(appointment, now)}
                  timeZone={timeZone}
                  onChoose={choose}
                  courseLink={keepStickyQuery(`${studioPrefix}/course/${appointment.benefitId}`, currentSearch)}
                />
              ))}
            </ul>
          </DaySection>
        );
      })}
    </div>
  );
}
