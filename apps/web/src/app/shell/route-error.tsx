import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ErrorNotice } from '../../ui/error-notice.tsx';
import { NotFoundScreen } from './not-found-screen.tsx';

/** The error boundary of the routes: a 404 response is a missing page, anything else a runtime error. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />;
  if (isRouteErrorResponse(error)) return <ErrorNotice error={`${error.status} ${error.statusText}`} />;
  return <ErrorNotice error={error} />;
}
