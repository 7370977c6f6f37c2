import { type UtilizationLevel, type UtilizationLimits, utilizationLevels } from '@motus/contract';
import { ApiError } from '@motus/contract/client';
import { useTranslation } from 'react-i18next';
import { formatPercent } from '../../lib/format.ts';
import { useLocale } from '../../lib/i18n.ts';
import { cx } from '../../ui/class-names.ts';
import { Note } from '../../ui/note.tsx';
import { useCurrentUtilization } from './api/use-current-utilization.ts';
import { useHistoricUtilization } from './api/use-historic-utilization.ts';
import { useTodayUtilization } from './api/use-today-utilization.ts';
import { useUtilizationLimits } from './api/use-utilization-limits.ts';
import { useUtilizationReveal } from './api/use-utilization-reveal.ts';
import { EmptyNote, QueryState, StudioSection } from './studio-section.tsx';
import styles from './studio-utilization.module.css';
import { UtilizationChart } from './utilization-chart.tsx';
import { chartHours, levelByLimits } from './utilization-level.ts';

interface Figures {
  percentage: number;
  activeCheckins: number;
  limits: UtilizationLimits['limits'];
}

function LevelIndicator({ percentage, activeCheckins, limits }: Figures) {
  const { t } = useTranslation();
  const locale = useLocale();
  const level: UtilizationLevel = levelByLimits(percentage, limits);
  const from = (which: UtilizationLevel) => limits.find((limit) => limit.level === which)?.fromPercentage ?? 0;
  return (
    <div className={styles.indicator}>
      <div className={styles.segments} aria-hidden="true">
        {utilizationLevels.map((candidate) => (
          <span
            key={candidate}
            className={cx(styles.segment, styles[candidate.toLowerCase()], candidate === level && styles.active)}
          />
        ))}
      </div>
      <p className={styles.level}>
        <span className={cx(styles.dot, styles[level.toLowerCase()])} aria-hidden="true" />
        {t(`studio.utilization.level.${level}`)}
      </p>
      <p className={styles.figures}>
        {t('studio.utilization.figures', { percent: formatPercent(percentage / 100, locale), people: activeCheckins })}
      </p>
      <p className={styles.limits}>
        {t('studio.utilization.limits', {
          medium: formatPercent(from('MEDIUM') / 100, locale),
          high: formatPercent(from('HIGH') / 100, locale),
        })}
      </p>
    </div>
  );
}

/** How busy the studio is right now and how today has gone so far, beside a usual day of the same weekday. */
function RevealedUtilization({ studioId }: { studioId: number }) {
  const { t } = useTranslation();
  const current = useCurrentUtilization(studioId, true);
  const limits = useUtilizationLimits(studioId, true);
  const today = useTodayUtilization(studioId, true);
  const historic = useHistoricUtilization(studioId, true);
  const now = {
    isPending: current.isPending || limits.isPending,
    error: current.error ?? limits.error,
    refetch: () => Promise.all([current.refetch(), limits.refetch()]),
  };
  const hours = chartHours(today.data?.hours ?? [], historic.data?.hours ?? []);
  return (
    <div className={styles.layout}>
      <QueryState query={now} errorMessage={t('studio.utilization.loadError')}>
        {current.data && limits.data ? (
          <LevelIndicator
            percentage={current.data.percentage}
            activeCheckins={current.data.activeCheckins}
            limits={limits.data.limits}
          />
        ) : null}
      </QueryState>
      <div className={styles.byHour}>
        <h3 className={styles.subtitle}>{t('studio.utilization.byHour')}</h3>
        <QueryState query={today} errorMessage={t('studio.utilization.loadError')}>
          {hours.length > 0 ? (
            <UtilizationChart hours={hours} limits={limits.data?.limits ?? []} />
          ) : (
            <EmptyNote>{t('studio.utilization.noVisits')}</EmptyNote>
          )}
        </QueryState>
      </div>
    </div>
  );
}

const isNotConfigured = (error: unknown) => error instanceof ApiError && error.status === 404;

/**
 * The studio's current utilization, if it publishes one: nothing for a studio without utilization or that hides it,
 * a note for visitors of a studio that shows it to its members only.
 */
export function StudioUtilization({ studioId }: { studioId: number }) {
  const { t } = useTranslation();
  const reveal = useUtilizationReveal(studioId);
  if (isNotConfigured(reveal.error) || (reveal.data && !reveal.data.reveal && reveal.data.visibility === 'HIDDEN')) {
    return null;
  }
  return (
    <StudioSection title={t('studio.utilization.title')} wide>
      <QueryState query={reveal} errorMessage={t('studio.utilization.loadError')}>
        {reveal.data?.reveal ? (
          <RevealedUtilization studioId={studioId} />
        ) : (
          <Note type="notice">{t('studio.utilization.membersOnly')}</Note>
        )}
      </QueryState>
    </StudioSection>
  );
}
