import type { Employee } from '@motus/contract';
import { useTranslation } from 'react-i18next';
import { Tag } from '../../ui/tag.tsx';
import { useEmployees } from './api/use-employees.ts';
import { EmptyNote, QueryState } from './studio-section.tsx';
import styles from './studio-team.module.css';

function initialsOf(employee: Employee): string {
  return [employee.firstName, employee.lastName].map((name) => name.trim().charAt(0).toUpperCase()).join('');
}

function EmployeeCard({ employee }: { employee: Employee }) {
  const name = `${employee.firstName} ${employee.lastName}`.trim();
  return (
    <li className={styles.person}>
      {employee.photoUrl ? (
        <img className={styles.photo} src={employee.photoUrl} alt="" />
      ) : (
        <span className={styles.initials} aria-hidden="true">
          {initialsOf(employee)}
        </span>
      )}
      <div className={styles.text}>
        <h3 className={styles.name}>{name}</h3>
        {employee.role ? <p className={styles.role}>{employee.role}</p> : null}
        {employee.specialties.length > 0 ? (
          <ul className={styles.specialties}>
            {employee.specialties.map((specialty) => (
              <li key={specialty}>
                <Tag size="small">{specialty}</Tag>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </li>
  );
}

/** The studio's people: photo (or initials), name, role and specialties. */
export function StudioTeam({ studioId }: { studioId: number }) {
  const { t } = useTranslation();
  const employees = useEmployees(studioId);
  return (
    <QueryState query={employees} errorMessage={t('studio.team.loadError')}>
      {employees.data?.length ? (
        <ul className={styles.list}>
          {employees.data.map((employee) => (
            <EmployeeCard key={employee.id} employee={employee} />
          ))}
        </ul>
      ) : (
        <EmptyNote>{t('studio.team.empty')}</EmptyNote>
      )}
    </QueryState>
  );
}
