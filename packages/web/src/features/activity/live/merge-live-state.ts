import type { SelectedBar } from '../../../lib/bar-queries';
import { renameIds } from '../../../lib/rename-id';

/**
 * Fields of the bar that the bar itself changes. Only these are taken from a live 'bar' message:
 * its payload is the same for every console of the bar, so fields redacted by role (payment
 * gateways, secrets) are kept from the caller's own answer.
 */
const LIVE_BAR_FIELDS = ['status', 'liveCheck', 'open', 'openPending', 'theme', 'bottleAlarm', 'bottleWarning', 'robots', 'conveyors'] as const;

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The cached bar with the live state of a 'bar' message (payload: the bar detail). */
export function mergeLiveBar(bar: SelectedBar, payload: unknown): SelectedBar {
  if (!isObject(payload)) return bar;
  const live = renameIds(payload) as Json;
  if (live.id !== undefined && live.id !== bar.id) return bar;
  const next: Json = { ...bar };
  for (const field of LIVE_BAR_FIELDS) if (live[field] !== undefined) next[field] = live[field];
  if (isObject(live.roboticSystem)) next.roboticSystem = { ...bar.roboticSystem, ...live.roboticSystem };
  return next as SelectedBar;
}

/** The cached bar with one robot replaced by a 'robot' message (payload: { _id, barId, tagName, displayName, status, enabled }). */
export function mergeLiveRobot(bar: SelectedBar, payload: unknown): SelectedBar {
  if (!isObject(payload)) return bar;
  const robot = renameIds(payload) as Json;
  if (robot.barId !== undefined && robot.barId !== bar.id) return bar;
  let found = false;
  const robots = bar.robots.map((current) => {
    if (current.id !== robot.id && current.tagName !== robot.tagName) return current;
    found = true;
    return {
      ...current,
      ...(typeof robot.displayName === 'string' ? { displayName: robot.displayName } : {}),
      ...(typeof robot.status === 'string' ? { status: robot.status } : {}),
      ...(typeof robot.enabled === 'boolean' ? { enabled: robot.enabled } : {}),
    };
  });
  return found ? { ...bar, robots } : bar;
}
