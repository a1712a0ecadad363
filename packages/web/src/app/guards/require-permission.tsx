import { can, type Permission } from '@bar/domain';
import { Outlet } from 'react-router';
import { useSession } from '../../lib/session-context';
import { GuardMessage } from './guard-message';

/**
 * Screens of the Operations group. Without this a typed URL would call the API, get 403 and sign
 * the user out (SPEC §8); with it they read a sentence instead.
 */
export function RequirePermission({ permission }: { permission: Permission }) {
  const { role } = useSession();
  if (!can(role, permission)) return <GuardMessage reason="notAllowed" />;
  return <Outlet />;
}
