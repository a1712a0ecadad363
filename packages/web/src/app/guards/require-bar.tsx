import { can, type Permission } from '@bar/domain';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { BarScreenTop } from '../../features/activity/status-strip/bar-screen-top';
import { useSession } from '../../lib/session-context';
import { PageLoader } from '../page-loader';
import { GuardMessage } from './guard-message';
import { NOT_ALLOWED_MESSAGE, SELECT_BAR_MESSAGE } from './messages';

interface Props {
  /** What the user's role on the selected bar must allow. */
  permission: Permission;
  message?: string;
}

/** Bar-scoped screens render only once a bar is selected and loaded, for roles allowed on it. */
export function RequireBar({ permission, message = SELECT_BAR_MESSAGE }: Props) {
  const { barStatus, role } = useSession();
  if (barStatus === 'none') return <GuardMessage>{message}</GuardMessage>;
  if (barStatus === 'loading') return <PageLoader />;
  if (!can(role, permission)) return <GuardMessage>{NOT_ALLOWED_MESSAGE}</GuardMessage>;
  return (
    <>
      <BarScreenTop />
      {/* The strip stays on screen while the page's own code loads. */}
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </>
  );
}
