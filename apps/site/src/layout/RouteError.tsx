import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { ErrorScreen } from '@globalhire/ui';
import { NotFoundPage } from '../pages/NotFoundPage';

/** Render and router errors show the spec's 'Something went wrong' screen, never the router's default. */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  if (import.meta.env.DEV) console.error(error);
  return <ErrorScreen onRefresh={() => window.location.reload()} homeHref="/" />;
}
