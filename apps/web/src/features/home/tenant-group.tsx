import type { Studio } from '@motus/contract';
import { useId } from 'react';
import { Link, useLocation } from 'react-router';
import { useLocale } from '../../lib/i18n.ts';
import { countryName } from '../../lib/intl.ts';
import { keepStickyQuery } from '../../lib/sticky-query.ts';
import { studioPath } from '../../lib/studio-route.ts';
import { ChevronRightIcon } from '../../ui/icons.tsx';
import styles from './tenant-group.module.css';
import { usePublicTenant } from './use-public-tenant.ts';

type StudioSummary = Pick<Studio, 'id' | 'studioUuid' | 'name' | 'logo' | 'address'>;

interface TenantGroupProps {
  tenant: string;
  studios: readonly StudioSummary[];
}

/** One tenant's studios; its public name replaces the tenant id once known. */
export function TenantGroup({ tenant, studios }: TenantGroupProps) {
  const headingId = useId();
  const locale = useLocale();
  const { search } = useLocation();
  const info = usePublicTenant(tenant).data;
  return (
    <section aria-labelledby={headingId}>
      <div className={styles.heading}>
        {info?.tenantLogo ? <img className={styles.tenantLogo} src={info.tenantLogo} alt="" /> : null}
        <h2 id={headingId} className={styles.name}>
          {info?.publicTenantName ?? tenant}
        </h2>
      </div>
      <ul className={styles.grid}>
        {studios.map((studio) => (
          <li key={studio.id}>
            <Link className={styles.card} to={keepStickyQuery(studioPath(studio.studioUuid), search)}>
              {studio.logo ? <img className={styles.logo} src={studio.logo} alt="" /> : null}
              <span className={styles.text}>
                <span className={styles.studioName}>{studio.name}</span>
                <span className={styles.place}>
                  {studio.address.city}, {countryName(studio.address.countryCode, locale) ?? studio.address.country}
                </span>
              </span>
              <span className={styles.chevron}>
                <ChevronRightIcon />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
