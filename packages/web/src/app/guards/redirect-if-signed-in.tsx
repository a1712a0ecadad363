import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { useSession } from '../../lib/session-context';
import { safeReturnPath } from '../../lib/paths';

/** /login is for signed-out users; once signed in they go back to where they came from, or '/'. */
export function RedirectIfSignedIn() {
  const { user } = useSession();
  const location = useLocation();
  const [params] = useSearchParams();
  if (user) {
    const state = location.state as { from?: unknown } | null;
    return <Navigate to={safeReturnPath(params.get('from') ?? state?.from)} replace />;
  }
  return <Outlet />;
}
