import { ApiError } from '@motus/contract/client';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/button.tsx';
import { ErrorList } from '../../ui/error-list.tsx';
import { Modal } from '../../ui/modal.tsx';
import { RichText } from '../../ui/rich-text.tsx';
import { BlockSpinner } from '../../ui/spinner.tsx';
import { useNewsItem } from './api/use-news-item.ts';
import type { NewsEntry } from './news-entry.ts';
import { PublishDate } from './publish-date.tsx';

interface NewsDetailProps {
  newsId: number;
  studioId: number;
  /** The item when the list has it already. */
  loaded: NewsEntry | undefined;
  onClose: () => void;
}

function NewsFailure({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <ErrorList
      title={t('news.detail.loadError')}
      errors={[error]}
      action={<Button onClick={onRetry}>{t('common.actions.retry')}</Button>}
    />
  );
}

/** A news item over the list, addressed by the `newsId` query parameter. */
export function NewsDetail({ newsId, studioId, loaded, onClose }: NewsDetailProps) {
  const { t } = useTranslation();
  const { data, error, isPending, refetch } = useNewsItem(newsId, loaded);
  const dialog = { open: true, onClose, onClickOutside: onClose };

  if (isPending) {
    return (
      <Modal {...dialog} label={t('news.detail.loading')}>
        <BlockSpinner label={t('news.detail.loading')} />
      </Modal>
    );
  }
  // An item of another studio is not one of this page's news.
  const missing = (error instanceof ApiError && error.status === 404) || (data && data.studioId !== studioId);
  if (missing || !data) {
    return (
      <Modal {...dialog} title={t('news.detail.notFound')}>
        {missing ? <p>{t('news.detail.notFoundMessage')}</p> : <NewsFailure error={error} onRetry={() => refetch()} />}
      </Modal>
    );
  }
  return (
    <Modal
      {...dialog}
      title={data.title}
      subtitle={<PublishDate date={data.publishDate} />}
      image={data.imageUrl ? { src: data.imageUrl, alt: '' } : undefined}
    >
      <RichText text={data.bodyHtml} />
    </Modal>
  );
}
