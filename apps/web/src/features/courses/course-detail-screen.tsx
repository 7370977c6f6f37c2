import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, type To, useLocation, useParams } from 'react-router';
import { DEFAULT_TIME_ZONE } from '../../lib/intl.ts';
import { usePageTitle } from '../../lib/page-title.ts';
import { keepStickyQuery } from '../../lib/sticky-query.ts';
import { studioUuidOf, useCurrentStudio } from '../../lib/studio-context.ts';
import { studioPath } from '../../lib/studio-route.ts';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { ErrorList } from '../../ui/error-list.tsx';
import { BlockSpinner } from '../../ui/spinner.tsx';
import { StatusMessage } from '../../ui/status-message.tsx';
import { Tag } from '../../ui/tag.tsx';
import { type CatalogueCourse, useCourseCatalogue } from './api/use-course-catalogue.ts';
import { useUpcomingCourseAppointments } from './api/use-upcoming-course-appointments.ts';
import { AppointmentRow } from './appointment-row.tsx';
import { appointmentState } from './appointment-state.ts';
import styles from './course-detail.module.css';
import { CourseFacts } from './course-facts.tsx';
import { parseCourseId } from './course-id.ts';
import listStyles from './course-schedule.module.css';
import { useChooseSlot } from './use-choose-slot.ts';

function useSchedulePath(): To {
  const { ref } = useCurrentStudio();
  const { search } = useLocation();
  return keepStickyQuery(`${ref ? studioPath(studioUuidOf(ref)) : ''}/course`, search);
}

function CourseNotFound() {
  const { t } = useTranslation();
  const schedulePath = useSchedulePath();
  usePageTitle(t('routes.courseDetail'));
  return (
    <StatusMessage
      title={t('booking.detail.notFound')}
      message={t('booking.detail.notFoundMessage')}
      action={<ButtonLink to={schedulePath}>{t('booking.detail.toSchedule')}</ButtonLink>}
    />
  );
}

function OwnStanding({ course }: { course: CatalogueCourse }) {
  const { t } = useTranslation();
  if (course.alreadyBooked) return <Tag highlighted>{t('booking.detail.youBooked')}</Tag>;
  if (course.onWaitingList) return <Tag>{t('booking.detail.youWait')}</Tag>;
  return null;
}

function CourseHeader({ course }: { course: CatalogueCourse }) {
  const { t } = useTranslation();
  return (
    <header className={styles.header}>
      {course.image ? (
        <img className={styles.image} src={course.image} alt="" />
      ) : (
        <span className={styles.band} style={{ background: course.colorHex ?? undefined }} aria-hidden />
      )}
      <div className={styles.tags}>
        {course.category ? (
          <Tag size="small">{t(`booking.categories.${course.category}`, { defaultValue: course.category })}</Tag>
        ) : null}
        <OwnStanding course={course} />
      </div>
      <h1 className={styles.title}>{course.name}</h1>
      {course.description ? <p className={styles.description}>{course.description}</p> : null}
    </header>
  );
}

function UpcomingSlots({ course }: { course: CatalogueCourse }) {
  const { t } = useTranslation();
  const upcoming = useUpcomingCourseAppointments(course.id);
  const choose = useChooseSlot();
  const now = new Date();
  return (
    <section className={styles.section} aria-labelledby="upcoming-title">
      <h2 id="upcoming-title" className={styles.sectionTitle}>
        {t('booking.detail.upcoming')}
      </h2>
      {upcoming.isPending ? <BlockSpinner label={t('common.loading')} /> : null}
      {upcoming.error ? (
        <ErrorList
          title={t('booking.detail.loadError')}
          errors={[upcoming.error]}
          action={<Button onClick={() => upcoming.refetch()}>{t('common.actions.retry')}</Button>}
        />
      ) : null}
      {upcoming.data?.length === 0 ? <p className={listStyles.empty}>{t('booking.detail.noUpcoming')}</p> : null}
      {upcoming.data && upcoming.data.length > 0 ? (
        <ul className={listStyles.list}>
          {upcoming.data.map((appointment) => (
            <AppointmentRow
              key={appointment.id}
              appointment={appointment}
              state={appointmentState(appointment, now)}
              timeZone={course.studio.zoneId ?? DEFAULT_TIME_ZONE}
              onChoose={choose}
              withDate
            />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

function CourseDetail({ benefitId }: { benefitId: number }) {
  const { t } = useTranslation();
  const { ref } = useCurrentStudio();
  const catalogue = useCourseCatalogue(ref?.organizationUnitId);
  const course = catalogue.data?.find((candidate) => candidate.id === benefitId);
  const schedulePath = useSchedulePath();
  usePageTitle(course?.name ?? t('routes.courseDetail'), catalogue.data !== undefined);
  if (catalogue.isPending) return <BlockSpinner label={t('common.loading')} />;
  if (catalogue.error) {
    return (
      <ErrorList
        title={t('booking.detail.loadError')}
        errors={[catalogue.error]}
        action={<Button onClick={() => catalogue.refetch()}>{t('common.actions.retry')}</Button>}
      />
    );
  }
  if (!course) return <CourseNotFound />;
  return (
    <article className={styles.page}>
      <ButtonLink variant="secondary" size="s" to={schedulePath} className={styles.back}>
        {t('booking.detail.toSchedule')}
      </ButtonLink>
      <CourseHeader course={course} />
      <CourseFacts course={course} />
      <UpcomingSlots course={course} />
    </article>
  );
}

/**
 * A course (/course/:id): the id is an integer; `/course/12-yoga` is replaced by `/course/12`, and an id that is no
 * number is reported as an error and shows the not-found state (spec 000 sections 2.1 and 5).
 */
export function CourseDetailScreen() {
  const { id = '' } = useParams();
  const { pathname, search } = useLocation();
  const route = parseCourseId(id);
  useEffect(() => {
    if (route.kind === 'invalid') console.error('Course route with a non-numeric id', id);
  }, [route.kind, id]);
  if (route.kind === 'redirect') {
    const target = pathname.replace(/\/course\/[^/]*$/, `/course/${route.id}`);
    return <Navigate replace to={{ pathname: target, search }} />;
  }
  if (route.kind === 'invalid') return <CourseNotFound />;
  return <CourseDetail benefitId={route.id} />;
}
