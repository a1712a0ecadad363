import { can, type Permission } from '@bar/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { holdsSeveralBars } from '../../lib/held-bars';
import { loadEnglish } from '../../lib/i18n/english';
import { paths } from '../../lib/paths';
import { useSession } from '../../lib/session-context';
import { PageLoader } from '../../components/page-loader/page-loader';
import { GuardMessage } from './guard-message';
import type { GuardMessageKey } from './messages';

// The strip carries the command code and its schemas: loaded after first paint, not in the first
// bundle, with the English texts of its feature.
const BarScreenTop = lazy(() =>
  Promise.all([import('../../features/activity/status-strip/bar-screen-top'), loadEnglish(['activity'])]).then(([m]) => ({ default: m.BarScreenTop })),
);

/** Holds the strip's place while it loads, so the page below does not jump (CLS). */
const stripPlaceholder = <Box aria-hidden sx={{ height: 52, mb: 2 }} />;

interface Props {
  /** What the user's role on the selected bar must allow. */
  permission: Permission;
  reason?: GuardMessageKey;
  /** Before a bar is chosen, a user holding several bars is offered the fleet overview. */
  linkToFleet?: boolean;
}

function FleetLink() {
  const { t } = useTranslation();
  return (
    <Button component={Link} to={paths.fleet.href()} variant="outlined" sx={{ mt: 2 }}>
      {t('fleetLink')}
    </Button>
  );
}

/** Bar-scoped screens render only once a bar is selected and loaded, for roles allowed on it. */
export function RequireBar({ permission, reason = 'selectBar', linkToFleet = false }: Props) {
  const { barStatus, role, user } = useSession();
  if (barStatus === 'none') {
    return <GuardMessage reason={reason}>{linkToFleet && user && holdsSeveralBars(user) ? <FleetLink /> : null}</GuardMessage>;
  }
  if (barStatus === 'loading') return <PageLoader />;
  if (!can(role, permission)) return <GuardMessage reason="notAllowed" />;
  return (
    <>
      <Suspense fallback={stripPlaceholder}>
        <BarScreenTop />
      </Suspense>
      {/* The strip stays on screen while the page's own code loads. */}
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </>
  );
}
