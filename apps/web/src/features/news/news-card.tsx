import { Link, useLocation } from 'react-router';
import { Card } from '../../ui/card.tsx';
import styles from './news.module.css';
import { NEWS_PARAM, type NewsEntry, OPENED_FROM_LIST } from './news-entry.ts';
import { PublishDate } from './publish-date.tsx';

export function NewsCard({ item }: { item: NewsEntry }) {
  const { search } = useLocation();
  const query = new URLSearchParams(search);
  query.set(NEWS_PARAM, String(item.id));
  return (
    <Card
      className={styles.card}
      headingLevel={2}
      // The title says what the picture shows.
      image={item.imageUrl ? { src: item.imageUrl, alt: '' } : undefined}
      badge={<PublishDate date={item.publishDate} />}
      title={
        <Link className={styles.cardLink} to={{ search: `?${query}` }} state={OPENED_FROM_LIST}>
          {item.title}
        </Link>
      }
      description={item.teaser}
    />
  );
}
