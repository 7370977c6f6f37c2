import { useTranslation } from 'react-i18next';
import { useRememberAndGo } from '../lib/remember-and-go.ts';
import { useSession } from '../lib/session.ts';
import { useStudioRef } from '../lib/studio-context.ts';
import { usePermissions } from '../lib/use-permissions.ts';
import { Button } from './button.tsx';

const STUDIO_CONNECT_PATH = '/studio-connect';

/**
 * 'Already member?': for a logged-in user not connected to the page's tenant while a studio is known. It remembers the
 * page and opens studio connect for that studio (tenant and organizationUnitId in the query).
 */
export function AlreadyMemberButton({ className }: { className?: string }) {
  const { t } = useTranslation();
  const { loggedIn } = useSession();
  const { can } = usePermissions();
  const studio = useStudioRef();
  const rememberAndGo = useRememberAndGo();
  if (loggedIn !== true || !studio || can('HAS_TENANT_CONNECT')) return null;
  const query = new URLSearchParams({ tenant: studio.tenant, organizationUnitId: String(studio.organizationUnitId) });
  return (
    <Button variant="secondary" className={className} onClick={() => rememberAndGo(`${STUDIO_CONNECT_PATH}?${query}`)}>
      {t('shell.studio.alreadyMember')}
    </Button>
  );
}
