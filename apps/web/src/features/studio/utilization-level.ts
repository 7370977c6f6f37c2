import type { UtilizationLevel, UtilizationLimits } from '@motus/contract';

/** The level whose range holds the percentage: fromPercentage <= p < toPercentage, the top range including 100. */
export function levelByLimits(percentage: number, limits: UtilizationLimits['limits']): UtilizationLevel {
  const sorted = [...limits].sort((a, b) => a.fromPercentage - b.fromPercentage);
  const match = sorted.findLast((limit) => percentage >= limit.fromPercentage);
  return match?.level ?? 'LOW';
}

export interface ChartHour {
  hour: number;
  /** Today's figure, for the hours so far; null for the hours still to come. */
  today: number | null;
  /** The average of this weekday over the past weeks; null when unknown. */
  usual: number | null;
}

interface HourFigure {
  hour: number;
  percentage: number;
}

/**
 * Today's hours so far beside the usual figures of the weekday, trimmed to the hours in which anybody trains
 * (a studio closed at night shows no empty night bars).
 */
export function chartHours(today: readonly HourFigure[], usual: readonly HourFigure[]): ChartHour[] {
  const hours = Array.from({ length: 24 }, (_, hour) => ({
    hour,
    today: today.find((entry) => entry.hour === hour)?.percentage ?? null,
    usual: usual.find((entry) => entry.hour === hour)?.percentage ?? null,
  }));
  const busy = (entry: ChartHour) => (entry.today ?? 0) > 0 || (entry.usual ?? 0) > 0;
  const first = hours.findIndex(busy);
  const last = hours.findLastIndex(busy);
  return first === -1 ? [] : hours.slice(first, last + 1);
}
