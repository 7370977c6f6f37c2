import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { ErrorList } from '../../ui/error-list.tsx';

/** A text that failed to load for another reason than not existing, with a retry. */
export function LoadFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <ErrorList
      title={t('legal.loadError')}
      errors={[error]}
      action={<Button onClick={onRetry}>{t('common.actions.retry')}</Button>}
    />
  );
}
