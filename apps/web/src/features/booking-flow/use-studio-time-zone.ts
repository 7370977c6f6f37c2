import { DEFAULT_TIME_ZONE } from '../../lib/intl.ts';
import { useCurrentStudio } from '../../lib/studio-context.ts';

/** Slot times are shown by the studio's wall clock, wherever the visitor is. */
export function useStudioTimeZone(): string {
  return useCurrentStudio().studio?.zoneId ?? DEFAULT_TIME_ZONE;
}
