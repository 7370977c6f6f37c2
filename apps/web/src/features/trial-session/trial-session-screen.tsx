import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { chooseSlot } from '../../lib/booking-cart.ts';
import { useLocale } from '../../lib/i18n.ts';
import { DEFAULT_TIME_ZONE, localDayOf } from '../../lib/intl.ts';
import { stickyTarget } from '../../lib/sticky-query.ts';
import { type PublicStudio, studioUuidOf, useCurrentStudio } from '../../lib/studio-context.ts';
import { studioPath } from '../../lib/studio-route.ts';
import { Button } from '../../ui/button.tsx';
import { ErrorList } from '../../ui/error-list.tsx';
import { BlockSpinner } from '../../ui/spinner.tsx';
import { useTrialSessionConfig } from './api/use-trial-session-config.ts';
import { type ShownTrialSlot, useTrialSlots } from './api/use-trial-slots.ts';
import { DayPager } from './day-pager.tsx';
import { NoTrialSession } from './no-trial-session.tsx';
import { dayFromSearch, type TrialDay } from './trial-day.ts';
import styles from './trial-session.module.css';
import { TrialSlotRow } from './trial-slot-row.tsx';

const FIRST_STEP = '1';

function isoOf(value: Date | string): string {
  return value instanceof Date ? value.toISOString() : value;
}

/** The day shown lives in the address (`?date=`), replaced on paging so Back leaves the page. */
function useShownDay(today: TrialDay) {
  const [params, setParams] = useSearchParams();
  const day = dayFromSearch(params.get('date'), today);
  const show = (next: TrialDay) => {
    const changed = new URLSearchParams(params);
    if (next === today) changed.delete('date');
    else changed.set('date', next);
    setParams(changed, { replace: true });
  };
  return { day, show };
}

interface SlotListProps {
  studio: PublicStudio;
  benefitId: number;
  /** The studio's path prefix, for the booking flow's address. */
  studioPrefix: string;
}

function SlotList({ studio, benefitId, studioPrefix }: SlotListProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const timeZone = studio.zoneId ?? DEFAULT_TIME_ZONE;
  const today = localDayOf(new Date(), timeZone);
  const { day, show } = useShownDay(today);
  const slots = useTrialSlots(benefitId, day);

  const choose = (slot: ShownTrialSlot) => {
    chooseSlot({
      kind: 'trial-session',
      itemId: slot.id,
      benefitId: slot.benefitId,
      studioId: studio.id,
      name: slot.name,
      startDateTime: isoOf(slot.startDateTime),
      endDateTime: isoOf(slot.endDateTime),
      employeeName: slot.employees.join(', ') || null,
      location: slot.location,
      returnPath: `${pathname}${search}`,
    });
    navigate(stickyTarget(`${studioPrefix}/booking/trial-session/${slot.id}`, search));
  };

  return (
    <>
      <DayPager day={day} today={today} locale={locale} onDay={show} />
      {slots.error ? (
        <ErrorList
          title={t('trial.slots.loadError')}
          errors={[slots.error]}
          action={<Button onClick={() => slots.refetch()}>{t('common.actions.retry')}</Button>}
        />
      ) : null}
      {slots.isPending ? <BlockSpinner label={t('common.loading')} /> : null}
      {slots.data?.length === 0 ? <p className={styles.empty}>{t('trial.slots.empty')}</p> : null}
      {slots.data && slots.data.length > 0 ? (
        <ul className={styles.list} aria-busy={slots.isPlaceholderData}>
          {slots.data.map((slot) => (
            <TrialSlotRow key={slot.id} slot={slot} timeZone={timeZone} onChoose={choose} />
          ))}
        </ul>
      ) : null}
    </>
  );
}

function TrialSetup() {
  const { t } = useTranslation();
  const { ref, studio, isPending } = useCurrentStudio();
  const config = useTrialSessionConfig(ref?.organizationUnitId);
  const loading = isPending || config.isPending;
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('trial.title')}</h1>
      {loading && !config.error ? <BlockSpinner label={t('common.loading')} /> : null}
      {config.error ? (
        <ErrorList
          title={t('trial.slots.loadError')}
          errors={[config.error]}
          action={<Button onClick={() => config.refetch()}>{t('common.actions.retry')}</Button>}
        />
      ) : null}
      {studio && config.data?.benefitId === null ? <NoTrialSession studio={studio} /> : null}
      {studio && typeof config.data?.benefitId === 'number' ? (
        <>
          <p className={styles.intro}>{t('trial.intro')}</p>
          <SlotList
            studio={studio}
            benefitId={config.data.benefitId}
            studioPrefix={ref ? studioPath(studioUuidOf(ref)) : ''}
          />
        </>
      ) : null}
    </div>
  );
}

/** `/trial-session/:step` (spec 000 section 4): step 1 is the setup; any other step, or none, goes to step 1. */
export function TrialSessionScreen() {
  const { step } = useParams();
  const { pathname, search } = useLocation();
  if (step !== FIRST_STEP) {
    const base = pathname.replace(/\/trial-session(\/.*)?$/, '/trial-session');
    return <Navigate replace to={`${base}/${FIRST_STEP}${search}`} />;
  }
  return <TrialSetup />;
}
