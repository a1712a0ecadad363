import type { SelectedBar } from '../../../lib/bar-queries';
import type { EffectiveRole } from '@bar/domain';
import { useSession } from '../../../lib/session-context';
import { useLiveBarSync } from '../live/use-live-bar-sync';
import { StatusStrip } from './status-strip';

function LiveStatusStrip({ bar, role }: { bar: SelectedBar; role: EffectiveRole }) {
  useLiveBarSync(bar.id);
  return <StatusStrip bar={bar} role={role} />;
}

/**
 * What every bar-scoped screen shows above its content: the status strip, kept live by the
 * selected bar's `admin/{barId}` messages.
 */
export function BarScreenTop() {
  const { selectedBar, role } = useSession();
  return selectedBar ? <LiveStatusStrip bar={selectedBar} role={role} /> : null;
}
