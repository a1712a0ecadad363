import type { SelectedBar } from '../../lib/bar-queries';

/** A robot of the selected bar as the bar detail carries it. */
export type RobotSummary = SelectedBar['robots'][number];
