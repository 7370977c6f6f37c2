import type { StaffAmendment } from '@motus/contract';
import { useTranslation } from 'react-i18next';
import { notifications } from '../../lib/notifications.ts';
import { Button } from '../../ui/button.tsx';
import { errorMessageOf } from '../../ui/error-list.tsx';
import { useDownloadAmendmentDocument } from './api/use-download-amendment-document.ts';
import styles from './staff.module.css';

/** The proof the member sent with the change, its kind and file name, and a button that saves it. */
export function ProofDownload({ amendment }: { amendment: StaffAmendment }) {
  const { t } = useTranslation();
  const download = useDownloadAmendmentDocument();
  const { document } = amendment;
  if (!document) return null;
  const save = () =>
    download.mutate(amendment, {
      onError: (failure) =>
        notifications.notify({
          type: 'error',
          title: t('staff.card.downloadFailed'),
          content: errorMessageOf(failure, t),
        }),
    });
  return (
    <div className={styles.proof}>
      <p className={styles.proofName}>
        {t('staff.card.document', { type: t(`staff.documentTypes.${document.type}`), fileName: document.fileName })}
      </p>
      <Button variant="secondary" size="s" loading={download.isPending} onClick={save}>
        {t('staff.card.download')}
      </Button>
    </div>
  );
}
