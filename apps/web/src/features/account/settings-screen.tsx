import type { StudioConnect } from '@motus/contract';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { displayName, type UserInfo, useSession } from '../../lib/session.ts';
import { useStickyTo } from '../../lib/sticky-query.ts';
import { studioUuidOf } from '../../lib/studio-context.ts';
import { studioPath } from '../../lib/studio-route.ts';
import { AppLink } from '../../ui/app-link.tsx';
import { Button, ButtonLink } from '../../ui/button.tsx';
import { useConfirm } from '../../ui/confirm-provider.tsx';
import { FormCard } from '../../ui/form-card.tsx';
import { ListItem } from '../../ui/list-item.tsx';
import { PasswordField } from '../../ui/password-field.tsx';
import styles from './account.module.css';
import { AccountPage } from './account-page.tsx';
import { useDeleteAccount } from './api/use-delete-account.ts';
import { useDisconnectStudio } from './api/use-disconnect-studio.ts';
import { ProfilePicture } from './profile-picture.tsx';
import { useStickyHref } from './sticky-href.ts';

function AccountLinks({ user }: { user: UserInfo }) {
  const { t } = useTranslation();
  const href = useStickyHref();
  const links = [
    { href: '/me/settings/profile', label: t('routes.profile'), secondary: t('account.settings.profileHint') },
    { href: '/me/settings/change-password', label: t('routes.changePassword'), secondary: undefined },
    { href: '/emails', label: t('routes.emails'), secondary: user.email },
  ];
  return (
    <FormCard title={t('account.settings.account')}>
      <div className={styles.identity}>
        <ProfilePicture url={user.profilePictureUrl} size="small" />
        <div>
          <p className={styles.name}>{displayName(user)}</p>
          <p className={styles.muted}>{user.email}</p>
        </div>
      </div>
      <ul className={styles.list}>
        {links.map((link) => (
          <li key={link.href}>
            <ListItem href={href(link.href)} secondary={link.secondary}>
              {link.label}
            </ListItem>
          </li>
        ))}
      </ul>
    </FormCard>
  );
}

function ConnectedStudios({ connects }: { connects: readonly StudioConnect[] }) {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const disconnectStudio = useDisconnectStudio();
  const studioConnect = useStickyTo('/studio-connect');
  const href = useStickyHref();

  async function disconnect(connect: StudioConnect) {
    await confirm({
      title: t('account.studios.disconnectTitle', { studio: connect.studioName }),
      message: t('account.studios.disconnectText'),
      confirmLabel: t('account.studios.disconnect'),
      onConfirm: () => disconnectStudio.mutateAsync(connect.id).then(() => true),
    });
  }

  return (
    <FormCard title={t('account.studios.title')}>
      {connects.length === 0 ? <p className={styles.muted}>{t('account.studios.none')}</p> : null}
      <ul className={styles.list}>
        {connects.map((connect) => (
          <li key={connect.id}>
            <ListItem
              trailing={
                <Button variant="secondary" onClick={() => void disconnect(connect)}>
                  {t('account.studios.disconnect')}
                </Button>
              }
            >
              <AppLink
                className={styles.address}
                href={href(studioPath(studioUuidOf({ tenant: connect.tenant, organizationUnitId: connect.studioId })))}
              >
                {connect.studioName}
              </AppLink>
            </ListItem>
          </li>
        ))}
      </ul>
      <ButtonLink variant="secondary" to={studioConnect}>
        {t('account.studios.connect')}
      </ButtonLink>
    </FormCard>
  );
}

/** Deleting cannot be undone, so the confirmation asks for the password again (a cookie left behind is not enough). */
function DeleteAccount() {
  const { t } = useTranslation();
  const confirm = useConfirm();
  const deleteAccount = useDeleteAccount();
  const password = useRef('');

  async function start() {
    password.current = '';
    await confirm({
      title: t('account.delete.confirmTitle'),
      message: (
        <>
          <p>{t('account.delete.confirmText')}</p>
          <p>{t('account.delete.confirmKept')}</p>
          <PasswordField
            label={t('account.delete.password')}
            required
            onChange={(event) => {
              password.current = event.target.value;
            }}
          />
        </>
      ),
      confirmLabel: t('account.delete.confirm'),
      validate: () => (password.current ? undefined : 'account.delete.passwordMissing'),
      onConfirm: () => deleteAccount(password.current),
    });
  }

  return (
    <FormCard title={t('account.delete.title')}>
      <p>{t('account.delete.intro')}</p>
      <div>
        <Button variant="secondary" className={styles.danger} onClick={() => void start()}>
          {t('account.delete.button')}
        </Button>
      </div>
    </FormCard>
  );
}

/** /me/settings: the account's pages, the connected studios, and the deletion of the account. */
export function SettingsScreen() {
  const { t } = useTranslation();
  const { user } = useSession();
  if (!user) return null;
  return (
    <AccountPage title={t('routes.settings')}>
      <AccountLinks user={user} />
      <ConnectedStudios connects={user.studioConnects} />
      <DeleteAccount />
    </AccountPage>
  );
}
