import type { DataPrivacyExportFormat } from '@motus/contract';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { notifications } from '../../lib/notifications.ts';
import { Button } from '../../ui/button.tsx';
import { errorMessageOf } from '../../ui/error-list.tsx';
import { useDownloadMyData } from './api/use-download-my-data.ts';
import styles from './self-service.module.css';

const FORMATS: readonly DataPrivacyExportFormat[] = ['pdf', 'json'];

/** "Your data": everything the portal stores about the member, to download as a PDF or a JSON file. */
export function YourDataSection() {
  const { t } = useTranslation();
  const titleId = useId();
  const download = useDownloadMyData();
  const start = (format: DataPrivacyExportFormat) =>
    download.mutate(format, {
      onError: (failure) =>
        notifications.notify({
          type: 'error',
          title: t('selfservice.yourData.failed'),
          content: errorMessageOf(failure, t),
        }),
    });
  return (
    <section className={styles.yourData} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.tileTitle}>
        {t('selfservice.yourData.title')}
      </h2>
      <p className={styles.fact}>{t('selfservice.yourData.description')}</p>
      <div className={styles.actions}>
        {FORMATS.map((format) => (
          <Button
            key={format}
            variant="secondary"
            loading={download.isPending && download.variables === format}
            disabled={download.isPending}
            onClick={() => start(format)}
          >
            {t(`selfservice.yourData.download.${format}`)}
          </Button>
        ))}
      </div>
    </section>
  );
}
