import { useTranslation } from 'react-i18next';
import { isSectionAvailable, STUDIO_SECTIONS } from '../../lib/menu-paths.ts';
import { useStickyTo } from '../../lib/sticky-query.ts';
import { useFeature } from '../../lib/studio-config.ts';
import { studioPath } from '../../lib/studio-route.ts';
import { usePermissions } from '../../lib/use-permissions.ts';
import { AlreadyMemberButton } from '../../ui/already-member-button.tsx';
import { ButtonLink } from '../../ui/button.tsx';
import styles from './studio-actions.module.css';

/** 'Book {trial session name}' (feature and menu entry TRIAL_SESSION) and 'Already member?' (spec 000 section 2.6). */
export function StudioActions({ studioUuid }: { studioUuid: string }) {
  const { t } = useTranslation();
  const { can } = usePermissions();
  const feature = useFeature();
  const trial = STUDIO_SECTIONS.trialSession;
  const trialTarget = useStickyTo(`${studioPath(studioUuid)}/${trial.entry}`);
  const showTrial = isSectionAvailable('trialSession', { can, feature });
  return (
    <div className={styles.actions}>
      {showTrial ? (
        <ButtonLink to={trialTarget} data-origin={trial.origin}>
          {t('studio.actions.book', { name: t('studio.offers.trialSession.title') })}
        </ButtonLink>
      ) : null}
      <AlreadyMemberButton />
    </div>
  );
}
