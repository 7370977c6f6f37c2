import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { usePageTitle } from '../../lib/page-title.ts';
import { useCurrentStudio, useStudioRef } from '../../lib/studio-context.ts';
import { Button } from '../../ui/button.tsx';
import { ErrorList } from '../../ui/error-list.tsx';
import { GridView } from '../../ui/grid-view.tsx';
import { BlockSpinner } from '../../ui/spinner.tsx';
import { useStudioNews } from './api/use-studio-news.ts';
import styles from './news.module.css';
import { NewsCard } from './news-card.tsx';
import { NewsDetail } from './news-detail.tsx';
import { NEWS_PARAM, openedFromList } from './news-entry.ts';

/** The news item the address opens, and how to close it again. */
function useOpenNews() {
  const [params, setParams] = useSearchParams();
  const { state } = useLocation();
  const navigate = useNavigate();
  const newsId = Number(params.get(NEWS_PARAM));
  function close() {
    if (openedFromList(state)) {
      navigate(-1);
      return;
    }
    const next = new URLSearchParams(params);
    next.delete(NEWS_PARAM);
    setParams(next, { replace: true });
  }
  return { newsId: Number.isInteger(newsId) && newsId > 0 ? newsId : null, close };
}

function NewsList({ studioId }: { studioId: number }) {
  const { t } = useTranslation();
  const { news, error, isPending, refetch, hasNextPage, fetchNextPage, isFetchingNextPage, isFetchNextPageError } =
    useStudioNews(studioId);
  const open = useOpenNews();

  if (isPending) return <BlockSpinner label={t('news.loading')} />;
  if (error && !isFetchNextPageError) {
    return (
      <ErrorList
        title={t('news.loadError')}
        errors={[error]}
        action={<Button onClick={() => refetch()}>{t('common.actions.retry')}</Button>}
      />
    );
  }
  return (
    <>
      <GridView
        items={news}
        itemKey={(item) => item.id}
        renderItem={(item) => <NewsCard item={item} />}
        emptyText={t('news.empty')}
      />
      {isFetchNextPageError ? <ErrorList title={t('news.loadMoreError')} errors={[error]} /> : null}
      {hasNextPage ? (
        <div className={styles.more}>
          <Button variant="secondary" loading={isFetchingNextPage} onClick={() => fetchNextPage()}>
            {t('news.showMore')}
          </Button>
        </div>
      ) : null}
      {open.newsId === null ? null : (
        <NewsDetail
          newsId={open.newsId}
          studioId={studioId}
          loaded={news.find((item) => item.id === open.newsId)}
          onClose={open.close}
        />
      )}
    </>
  );
}

/** The studio's news (`/studio/{studioUuid}/news`, permission NEWS): newest first, each readable in a dialog. */
export function NewsScreen() {
  const { t } = useTranslation();
  const reference = useStudioRef();
  const { studio } = useCurrentStudio();
  usePageTitle(t('news.title'));
  return (
    <section className={styles.page}>
      <div className={styles.header}>
        <h1 className={styles.title}>{t('news.title')}</h1>
        {studio ? <p className={styles.intro}>{t('news.intro', { studio: studio.name })}</p> : null}
      </div>
      {reference ? <NewsList key={reference.organizationUnitId} studioId={reference.organizationUnitId} /> : null}
    </section>
  );
}
