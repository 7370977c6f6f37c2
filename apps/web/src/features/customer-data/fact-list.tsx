import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import type { Fact } from '../../lib/customer-data-fields.ts';
import styles from './customer-data.module.css';

/** Fields and their values as a definition list; an empty value says so. */
export function FactList({ facts, label }: { facts: readonly Fact[]; label?: string }) {
  const { t } = useTranslation();
  return (
    <dl className={styles.facts} aria-label={label}>
      {facts.map((fact) => (
        <Fragment key={fact.field}>
          <dt>{t(`selfservice.fields.${fact.field}`)}</dt>
          <dd>{fact.text ?? t('selfservice.data.notGiven')}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
