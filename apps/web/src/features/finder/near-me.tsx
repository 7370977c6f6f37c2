import { useTranslation } from 'react-i18next';
import { Alert } from '../../ui/alert.tsx';
import { Button } from '../../ui/button.tsx';
import { PinIcon } from '../../ui/icons.tsx';
import type { GeolocationStatus } from './use-geolocation.ts';

export function NearMeButton({ status, onLocate }: { status: GeolocationStatus; onLocate: () => void }) {
  const { t } = useTranslation();
  return (
    <Button variant="secondary" loading={status === 'locating'} onClick={onLocate}>
      <PinIcon />
      {t('finder.nearMe.button')}
    </Button>
  );
}

/** Why 'Near me' found no position, and what to do instead. */
export function NearMeProblem({ status }: { status: GeolocationStatus }) {
  const { t } = useTranslation();
  if (status !== 'denied' && status !== 'unavailable') return null;
  return (
    <Alert severity="warning" title={t(`finder.nearMe.${status}.title`)}>
      <p>{t(`finder.nearMe.${status}.text`)}</p>
    </Alert>
  );
}
