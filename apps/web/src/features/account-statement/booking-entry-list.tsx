import type { AccountStatementView, BookingEntry, Revived } from '@motus/contract';
import { useTranslation } from 'react-i18next';
import { formatPrice } from '../../lib/format.ts';
import { useLocale } from '../../lib/i18n.ts';
import { dateTimeFormat, formatDate } from '../../lib/intl.ts';
import { Tag } from '../../ui/tag.tsx';
import styles from './account-statement.module.css';

type Entry = Revived<BookingEntry>;

/** A received calendar day (a Date at midnight UTC) as the locale writes it. */
const dayText = (day: Date, locale: string) => formatDate(day, locale, 'UTC');

/** A month's sum is named by its month ("November 2026"); an entry by what the studio booked it for. */
function entryTitle(entry: Entry, view: AccountStatementView, locale: string): string {
  if (view === 'DETAILED') return entry.text;
  return dateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(entry.bookingDate);
}

function EntryItem({ entry, view }: { entry: Entry; view: AccountStatementView }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <li className={styles.entry}>
      <div className={styles.entryMain}>
        <span className={styles.entryTitle}>{entryTitle(entry, view, locale)}</span>
        <span className={styles.entryAmount}>{formatPrice(entry.amount, locale)}</span>
      </div>
      <div className={styles.entryMeta}>
        {view === 'DETAILED' ? (
          <span>{t('accountstatement.entry.booked', { date: dayText(entry.bookingDate, locale) })}</span>
        ) : null}
        <span>{t('accountstatement.entry.due', { date: dayText(entry.dueDate, locale) })}</span>
        <Tag size="small" highlighted={entry.open}>
          {entry.open ? t('accountstatement.entry.open') : t('accountstatement.entry.paid')}
        </Tag>
      </div>
    </li>
  );
}

/** The statement's entries (or monthly sums), the oldest due first; a note when the filter finds none. */
export function BookingEntryList({ entries, view }: { entries: Entry[]; view: AccountStatementView }) {
  const { t } = useTranslation();
  return (
    <section className={styles.section} aria-labelledby="account-entries">
      <h2 id="account-entries" className={styles.heading}>
        {view === 'DETAILED' ? t('accountstatement.entries.detailed') : t('accountstatement.entries.summarized')}
      </h2>
      {entries.length === 0 ? (
        <p className={styles.hint}>{t('accountstatement.entries.empty')}</p>
      ) : (
        <ul className={styles.list}>
          {entries.map((entry) => (
            <EntryItem key={entry.id} entry={entry} view={view} />
          ))}
        </ul>
      )}
    </section>
  );
}
