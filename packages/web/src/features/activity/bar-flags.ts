import { isOnline } from '@bar/domain';
import type { SelectedBar } from '../../lib/bar-queries';

/** Live flags the bar reports; fences and emergency are read defensively since older bars may not send them. */
export function barFlags(bar: SelectedBar, now: Date) {
  const system: Partial<SelectedBar['roboticSystem']> & { fencesOpen?: boolean; emergency?: boolean } = bar.roboticSystem ?? {};
  return {
    online: isOnline(bar.liveCheck, now),
    cupError: system.cupError === true,
    fencesOpen: system.fencesOpen === true || bar.status === 'FENCES OPEN',
    emergency: system.emergency === true || bar.status === 'EMERGENCY',
    /** Bottles under 30% of capacity, and bottles at or below their alarm level. */
    lowBottles: bar.bottleWarning?.length ?? 0,
    emptyBottles: bar.bottleAlarm?.length ?? 0,
  };
}
