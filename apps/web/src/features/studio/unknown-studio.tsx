import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../lib/page-title.ts';
import { useStickyTo } from '../../lib/sticky-query.ts';
import { ButtonLink } from '../../ui/button.tsx';
import { StatusMessage } from '../../ui/status-message.tsx';

/** 'Oops!' / 'We don't know this studio.' (spec 000 section 2.6): an invalid studio uuid or a 404. */
export function UnknownStudio() {
  const { t } = useTranslation();
  const home = useStickyTo('/');
  usePageTitle(t('studio.unknown.title'));
  return (
    <StatusMessage
      title={t('studio.unknown.title')}
      message={t('studio.unknown.message')}
      action={
        <ButtonLink to={home} variant="secondary">
          {t('studio.unknown.backHome')}
        </ButtonLink>
      }
    />
  );
}
