import { Navigate } from 'react-router-dom';
import { useServerPage } from './serverPage';

/**
 * An old address of a page (a renamed company): the server answers 301 with the new one; in the
 * browser it replaces the history entry.
 */
export function PermanentRedirect({ to }: { to: string }) {
  const server = useServerPage();
  if (server) {
    server.redirectTo(to, 301);
    return null;
  }
  return <Navigate to={to} replace />;
}
