import type { StaffAmendment } from '@motus/contract';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../lib/i18n.ts';
import { changedFields } from './changed-fields.ts';
import styles from './staff.module.css';

/** Field, current value and asked-for value of every field the change alters. */
export function ChangeTable({ amendment }: { amendment: StaffAmendment }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const changes = changedFields(amendment, t, locale);
  if (changes.length === 0) return <p className={styles.meta}>{t('staff.card.noChanges')}</p>;
  const notGiven = t('staff.card.notGiven');
  return (
    <table className={styles.changes}>
      <caption>{t('staff.card.changes')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('staff.card.field')}</th>
          <th scope="col">{t('staff.card.current')}</th>
          <th scope="col">{t('staff.card.requested')}</th>
        </tr>
      </thead>
      <tbody>
        {changes.map((change) => (
          <tr key={change.field}>
            <th scope="row">{t(`selfservice.fields.${change.field}`)}</th>
            <td>{change.current ?? notGiven}</td>
            <td className={styles.requested}>{change.requested ?? notGiven}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
