import { lazy, Suspense } from 'react';
import { useSession } from '../../lib/session.ts';

const MigrationWizard = lazy(async () => ({
  default: (await import('../../features/auth/index.ts')).MigrationWizard,
}));

/**
 * The account-context migration wizard (spec 000 sections 2.7 and 4) concerns members only, so its code loads once a
 * user is logged in; the wizard itself decides whether it is due (group context, once a day, or forced).
 */
export function MigrationSlot() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <Suspense fallback={null}>
      <MigrationWizard />
    </Suspense>
  );
}
