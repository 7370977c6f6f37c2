import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { isSectionAvailable, type StudioSection, sectionEntryHref } from '../../lib/menu-paths.ts';
import { withStickyQuery } from '../../lib/sticky-query.ts';
import { useActiveMenuEntries, useFeature } from '../../lib/studio-config.ts';
import { usePermissions } from '../../lib/use-permissions.ts';
import { ListItem } from '../../ui/list-item.tsx';
import styles from './studio-offers.module.css';
import { EmptyNote, QueryState } from './studio-section.tsx';

/** What a studio can offer online, in the order a visitor looks for it. */
const OFFERS: readonly StudioSection[] = [
  'trialSession',
  'courses',
  'appointments',
  'checkinReservation',
  'events',
  'offers',
  'dayTickets',
  'vouchers',
  'contract',
];

/** Links to the studio's offers whose menu entries (and features) are on. */
export function StudioOffers({ studioUuid }: { studioUuid: string }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const menu = useActiveMenuEntries();
  const { can } = usePermissions();
  const feature = useFeature();
  const offers = OFFERS.filter((id) => isSectionAvailable(id, { can, feature }));
  return (
    <QueryState query={menu} errorMessage={t('studio.offers.loadError')}>
      {offers.length === 0 ? (
        <EmptyNote>{t('studio.offers.empty')}</EmptyNote>
      ) : (
        <ul className={styles.list}>
          {offers.map((id) => {
            return (
              <li key={id}>
                <ListItem
                  href={withStickyQuery(sectionEntryHref(id, studioUuid, can), search)}
                  secondary={t(`studio.offers.${id}.description`)}
                >
                  {t(`studio.offers.${id}.title`)}
                </ListItem>
              </li>
            );
          })}
        </ul>
      )}
    </QueryState>
  );
}
