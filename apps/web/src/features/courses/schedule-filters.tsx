import type { CourseFilter } from '@motus/contract';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { Select } from '../../ui/select.tsx';
import styles from './course-schedule.module.css';
import { hasFilter, NO_FILTER, type ScheduleSearch } from './schedule-search.ts';

interface ScheduleFiltersProps {
  options: CourseFilter | undefined;
  search: ScheduleSearch;
  onChange: (change: Partial<ScheduleSearch>) => void;
}

const numberOrUndefined = (value: string) => (value ? Number(value) : undefined);

/** Category, course, trainer and time of day, from the studio's filter options (appointmentfilter/course). */
export function ScheduleFilters({ options, search, onChange }: ScheduleFiltersProps) {
  const { t } = useTranslation();
  const all = t('booking.filters.all');
  return (
    <fieldset className={styles.filters}>
      <legend className={styles.filtersLegend}>{t('booking.filters.title')}</legend>
      <Select
        label={t('booking.filters.category')}
        placeholder={all}
        value={search.category ?? ''}
        options={(options?.categories ?? []).map((code) => ({
          value: code,
          label: t(`booking.categories.${code}`, { defaultValue: code }),
        }))}
        onChange={(event) => onChange({ category: event.target.value || undefined })}
      />
      <Select
        label={t('booking.filters.course')}
        placeholder={all}
        value={search.course?.toString() ?? ''}
        options={(options?.courses ?? []).map((course) => ({ value: String(course.id), label: course.name }))}
        onChange={(event) => onChange({ course: numberOrUndefined(event.target.value) })}
      />
      <Select
        label={t('booking.filters.trainer')}
        placeholder={all}
        value={search.trainer?.toString() ?? ''}
        options={(options?.trainers ?? []).map((trainer) => ({ value: String(trainer.id), label: trainer.name }))}
        onChange={(event) => onChange({ trainer: numberOrUndefined(event.target.value) })}
      />
      <Select
        label={t('booking.filters.timeOfDay')}
        placeholder={all}
        value={search.time ?? ''}
        options={(options?.timesOfDay ?? []).map((time) => ({ value: time, label: t(`booking.timeOfDay.${time}`) }))}
        onChange={(event) => onChange({ time: (event.target.value || undefined) as ScheduleSearch['time'] })}
      />
      {hasFilter(search) ? (
        <Button variant="secondary" size="s" onClick={() => onChange(NO_FILTER)}>
          {t('booking.filters.reset')}
        </Button>
      ) : null}
    </fieldset>
  );
}
