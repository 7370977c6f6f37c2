import { encodeStudioUuid, type StudioConnect } from '@motus/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createPath, useLocation, useNavigate } from 'react-router';
import { takeRememberedPath } from '../../lib/login-redirect.ts';
import { USER_INFO_KEY, useSession } from '../../lib/session.ts';
import { keepStickyQuery, withStickyQuery } from '../../lib/sticky-query.ts';
import { safeStorage } from '../../lib/storage.ts';
import { useStudioQuery, useStudioRef, useTenant, useTenantInfo } from '../../lib/studio-context.ts';
import { studioPath } from '../../lib/studio-route.ts';
import { ButtonLink } from '../../ui/button.tsx';
import { FormCard } from '../../ui/form-card.tsx';
import { Note } from '../../ui/note.tsx';
import { RadioGroup } from '../../ui/radio-group.tsx';
import { ConnectForm } from './connect-form.tsx';
import { CONNECT_METHODS } from './connect-methods.ts';
import styles from './studio-connect.module.css';
import { StudioPicker } from './studio-picker.tsx';

function studioPageOf(connect: Pick<StudioConnect, 'tenant' | 'studioId'>): string {
  return studioPath(encodeStudioUuid({ tenant: connect.tenant, organizationUnitId: connect.studioId }));
}

/** The studio of the tenant the member chose (in the address), if any. */
function useChosenStudioId(tenant: string): number | undefined {
  const ref = useStudioRef();
  return ref?.tenant === tenant ? ref.organizationUnitId : undefined;
}

/** The studio (or, without one, the tenant) the member connects to, by name. */
function useTargetName(tenant: string, studioId: number | undefined): string | undefined {
  const studio = useStudioQuery(studioId);
  const tenantInfo = useTenantInfo(tenant);
  return studio.data?.name ?? tenantInfo.data?.publicTenantName;
}

function ConnectToTenant({ tenant, email }: { tenant: string; email: string }) {
  const { t } = useTranslation();
  const { search } = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { user } = useSession();
  const studioId = useChosenStudioId(tenant);
  const name = useTargetName(tenant, studioId);
  const [methodId, setMethodId] = useState<string>('customerCode');
  const method = CONNECT_METHODS.find((candidate) => candidate.id === methodId) ?? CONNECT_METHODS[0];
  const existing = user?.studioConnects.find((connect) => connect.tenant === tenant);

  async function connected(connect: StudioConnect) {
    await queryClient.invalidateQueries({ queryKey: USER_INFO_KEY });
    const target = takeRememberedPath(
      safeStorage(() => window.sessionStorage),
      studioPageOf(connect),
    );
    await navigate(withStickyQuery(target, search));
  }

  if (existing) {
    return (
      <FormCard title={name}>
        <Note type="notice">{t('account.studioConnect.already', { studio: existing.studioName })}</Note>
        <div>
          <ButtonLink to={keepStickyQuery(studioPageOf(existing), search)}>
            {t('account.studioConnect.toStudio')}
          </ButtonLink>
        </div>
      </FormCard>
    );
  }
  return (
    <FormCard title={name ?? t('account.studioConnect.yourStudio')}>
      <p>{t('account.studioConnect.intro')}</p>
      <RadioGroup
        label={t('account.studioConnect.method')}
        options={CONNECT_METHODS.map(({ id }) => ({ value: id, label: t(`account.studioConnect.methods.${id}`) }))}
        value={methodId}
        onChange={setMethodId}
      />
      {method ? (
        <ConnectForm
          key={method.id}
          method={method}
          target={{ tenant, studioId }}
          email={email}
          onConnected={(connect) => void connected(connect)}
        />
      ) : null}
    </FormCard>
  );
}

/**
 * /studio-connect (login required): links the account to the member's customer record at the page's tenant, found
 * by one of four sets of details. Without a tenant on the page the member picks the studio first.
 */
export function StudioConnectScreen() {
  const { t } = useTranslation();
  const tenant = useTenant();
  const { search } = useLocation();
  const navigate = useNavigate();
  const { user } = useSession();

  function pick(studioTenant: string, organizationUnitId: number) {
    const query = new URLSearchParams(search);
    query.set('tenant', studioTenant);
    query.set('organizationUnitId', String(organizationUnitId));
    void navigate(createPath({ pathname: '/studio-connect', search: `?${query}` }), { replace: true });
  }

  return (
    <div className={styles.page}>
      <h1 className={styles.heading}>{t('routes.studioConnect')}</h1>
      {tenant ? (
        <ConnectToTenant key={tenant} tenant={tenant} email={user?.email ?? ''} />
      ) : (
        <FormCard>
          <p>{t('account.studioConnect.pickIntro')}</p>
          <StudioPicker onPick={(studio) => pick(studio.magiclineTenant, studio.id)} />
        </FormCard>
      )}
    </div>
  );
}
