import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCalendarItems } from '../../lib/calendar-items.ts';
import { useLocale } from '../../lib/i18n.ts';
import { DEFAULT_TIME_ZONE } from '../../lib/intl.ts';
import { notifications } from '../../lib/notifications.ts';
import { useRememberAndGo } from '../../lib/remember-and-go.ts';
import { useSession } from '../../lib/session.ts';
import { useCurrentStudio } from '../../lib/studio-context.ts';
import { Button } from '../../ui/button.tsx';
import { ErrorList, errorMessageOf } from '../../ui/error-list.tsx';
import { BlockSpinner } from '../../ui/spinner.tsx';
import { AppointmentRow } from './appointment-row.tsx';
import { appointmentState, type OwnPlace, type ScheduledAppointment } from './appointment-state.ts';
import styles from './course-schedule.module.css';
import { calendarWeek, type LocalDay, localDayOf, weekDays, weekRange } from './schedule-week.ts';
import { useBookCourse } from './use-book-course.ts';
import { useCourseSchedule } from './use-course-schedule.ts';

/** How far ahead the schedule can be paged: booking opens a week ahead, so a month is plenty. */
const MAX_WEEKS_AHEAD = 4;

function useOwnPlaces(enabled: boolean): Map<number, OwnPlace> {
  const { data } = useCalendarItems('current', enabled);
  return useMemo(() => new Map((data ?? []).map((item) => [item.appointmentId, item])), [data]);
}

/** Books for a connected member; a guest logs in first and a member of another studio connects first. */
function useBookAction(tenant: string | undefined) {
  const { t } = useTranslation();
  const { loggedIn, user } = useSession();
  const go = useRememberAndGo();
  const book = useBookCourse();
  const connected = Boolean(user?.studioConnects.some((connect) => connect.tenant === tenant));
  const onBook = (appointment: ScheduledAppointment) => {
    if (!loggedIn) return go('/login-register');
    if (!connected) return go('/studio-connect');
    book.mutate(appointment, {
      onSuccess: (item) =>
        notifications.notify({
          type: 'success',
          title: t(item.participantStatus === 'BOOKED' ? 'booking.schedule.booked' : 'booking.schedule.waiting'),
          content: item.name,
        }),
      onError: (error) =>
        notifications.notify({
          type: 'error',
          title: t('booking.schedule.bookingFailed'),
          content: errorMessageOf(error, t),
        }),
    });
  };
  return { onBook, pendingId: book.isPending ? book.variables?.id : undefined, connected };
}

function DaySection({ day, children, locale }: { day: LocalDay; children: React.ReactNode; locale: string }) {
  const heading = new Intl.DateTimeFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
  return (
    <section className={styles.day} aria-label={heading}>
      <h2 className={styles.dayTitle}>{heading}</h2>
      {children}
    </section>
  );
}

/** The course schedule of a studio (/studio/{uuid}/course): a week at a time, in the studio's time zone. */
export function CourseScheduleScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { ref, studio } = useCurrentStudio();
  const timeZone = studio?.zoneId ?? DEFAULT_TIME_ZONE;
  const [offset, setOffset] = useState(0);
  const days = useMemo(() => weekDays(localDayOf(new Date(), timeZone), offset), [timeZone, offset]);
  const schedule = useCourseSchedule(ref?.organizationUnitId, weekRange(days));
  const { onBook, pendingId, connected } = useBookAction(ref?.tenant);
  const own = useOwnPlaces(connected);
  const now = new Date();
  const byDay = (day: LocalDay) =>
    (schedule.data ?? []).filter((item) => localDayOf(new Date(item.startDateTime), timeZone) === day);
  const first = days[0] ?? '';
  const last = days[6] ?? first;
  const range = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }).formatRange(
    new Date(`${first}T00:00:00Z`),
    new Date(`${last}T00:00:00Z`),
  );

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('routes.courses')}</h1>
      <nav className={styles.weekNav} aria-label={t('booking.schedule.weekNavigation')}>
        <Button variant="secondary" size="s" disabled={offset === 0} onClick={() => setOffset(offset - 1)}>
          {t('booking.schedule.previousWeek')}
        </Button>
        <p className={styles.week} aria-live="polite">
          <strong>{t('booking.schedule.calendarWeek', { week: calendarWeek(first) })}</strong> · {range}
        </p>
        <Button variant="secondary" size="s" disabled={offset >= MAX_WEEKS_AHEAD} onClick={() => setOffset(offset + 1)}>
          {t('booking.schedule.nextWeek')}
        </Button>
      </nav>
      {schedule.error ? (
        <ErrorList
          title={t('booking.schedule.loadError')}
          errors={[schedule.error]}
          action={<Button onClick={() => schedule.refetch()}>{t('common.actions.retry')}</Button>}
        />
      ) : null}
      {schedule.isPending ? <BlockSpinner label={t('common.loading')} /> : null}
      {schedule.data && schedule.data.length === 0 ? (
        <p className={styles.empty}>{t('booking.schedule.empty')}</p>
      ) : null}
      {schedule.data && schedule.data.length > 0
        ? days.map((day) => {
            const appointments = byDay(day);
            return appointments.length === 0 ? null : (
              <DaySection key={day} day={day} locale={locale}>
                <ul className={styles.list}>
                  {appointments.map((appointment) => (
                    <AppointmentRow
                      key={appointment.id}
                      appointment={appointment}
                      state={appointmentState(appointment, own.get(appointment.id), now)}
                      timeZone={timeZone}
                      busy={pendingId === appointment.id}
                      onBook={onBook}
                    />
                  ))}
                </ul>
              </DaySection>
            );
          })
        : null}
    </div>
  );
}
