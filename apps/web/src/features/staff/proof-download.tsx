import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notifications } from '../../lib/notifications.ts';
import { Button } from '../../ui/button.tsx';
import { errorMessageOf } from '../../ui/error-list.tsx';
import styles from './staff.module.css';

interface ProofDownloadProps {
  /** What the proof is, as the card names it. */
  description: string;
  /** Fetches the proof and saves it under the name the member sent it with. */
  save(): Promise<void>;
}

/** The proof the member sent with a request and a button that saves it. */
export function ProofDownload({ description, save }: ProofDownloadProps) {
  const { t } = useTranslation();
  const download = useMutation({ mutationFn: save });
  const start = () =>
    download.mutate(undefined, {
      onError: (failure) =>
        notifications.notify({
          type: 'error',
          title: t('staff.card.downloadFailed'),
          content: errorMessageOf(failure, t),
        }),
    });
  return (
    <div className={styles.proof}>
      <p className={styles.proofName}>{description}</p>
      <Button variant="secondary" size="s" loading={download.isPending} onClick={start}>
        {t('staff.card.download')}
      </Button>
    </div>
  );
}
