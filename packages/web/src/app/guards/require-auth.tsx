import { Navigate, Outlet, useLocation } from 'react-router';
import { useSession } from '../../lib/session-context';
import { paths } from '../../lib/paths';

/**
 * Every route but /login needs a user; others go to /login, which brings them back afterwards.
 * After Logout there is nothing to come back to.
 */
export function RequireAuth() {
  const { user, signedOutByUser } = useSession();
  const location = useLocation();
  if (!user) {
    if (signedOutByUser) return <Navigate to={paths.login.href()} replace />;
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to={paths.login.href(from)} replace state={{ from }} />;
  }
  return <Outlet />;
}
