import { useLocale } from '../../lib/i18n.ts';
import { useCurrentStudio } from '../../lib/studio-context.ts';
import { formatPublishDate } from './news-entry.ts';

export function PublishDate({ date }: { date: Date }) {
  const locale = useLocale();
  const zone = useCurrentStudio().studio?.zoneId;
  return <time dateTime={date.toISOString()}>{formatPublishDate(date, locale, zone)}</time>;
}
