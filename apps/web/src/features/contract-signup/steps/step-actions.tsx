import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitRow } from '../../../ui/submit-row.tsx';

/** The end of a step's form: Continue (or the given label), and why the last attempt failed. */
export function StepActions({
  label,
  loading = false,
  failure,
}: {
  label?: ReactNode;
  loading?: boolean;
  failure?: unknown;
}) {
  const { t } = useTranslation();
  return <SubmitRow label={label ?? t('signup.actions.continue')} loading={loading} failure={failure} />;
}
