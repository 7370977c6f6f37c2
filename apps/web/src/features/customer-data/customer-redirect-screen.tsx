import { Navigate, useLocation } from 'react-router';
import { readableDataPages, SELF_SERVICE_OVERVIEW_PATH } from '../../lib/customer-data-groups.ts';
import { withStickyQuery } from '../../lib/sticky-query.ts';
import { usePermissions } from '../../lib/use-permissions.ts';

/** /customer: the first group the member may read (personal, address, contact, payment), else the overview. */
export function CustomerRedirectScreen() {
  const { search } = useLocation();
  const { can } = usePermissions();
  const [first] = readableDataPages(can);
  return <Navigate replace to={withStickyQuery(first?.path ?? SELF_SERVICE_OVERVIEW_PATH, search)} />;
}
