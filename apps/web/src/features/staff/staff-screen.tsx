import { ErrorCodes } from '@motus/contract';
import { ApiError } from '@motus/contract/client';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../lib/session.ts';
import { Button } from '../../ui/button.tsx';
import { ErrorList } from '../../ui/error-list.tsx';
import { BlockSpinner } from '../../ui/spinner.tsx';
import { AmendmentList } from './amendment-list.tsx';
import { useStaffMember } from './api/use-staff-member.ts';
import { IdlePeriodList } from './idle-period-list.tsx';
import { NotStaffPage } from './not-staff-page.tsx';
import styles from './staff.module.css';

function isNotStaff(error: unknown): boolean {
  return error instanceof ApiError && error.errorCode === ErrorCodes.notStaff;
}

/** /staff: the data changes and idle periods members of the employee's tenant asked for, to apply or reject; a member gets a plain refusal. */
export function StaffScreen() {
  const { t } = useTranslation();
  const { user } = useSession();
  const isStaff = Boolean(user?.staffOf);
  const staff = useStaffMember(isStaff);
  // A member learns it from the user info, without a refused call; a staff account that lost its role from the call.
  if (!isStaff || isNotStaff(staff.error)) return <NotStaffPage />;
  if (staff.isPending) return <BlockSpinner label={t('common.loading')} />;
  if (staff.error) {
    return (
      <div className={styles.page}>
        <ErrorList
          title={t('staff.memberLoadError')}
          errors={[staff.error]}
          action={<Button onClick={() => staff.refetch()}>{t('common.actions.retry')}</Button>}
        />
      </div>
    );
  }
  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{t('staff.title')}</h1>
      <p className={styles.intro}>{t('staff.intro', { tenantName: staff.data.tenantName })}</p>
      <AmendmentList />
      <IdlePeriodList />
    </div>
  );
}
