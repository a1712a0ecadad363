import { bottleLevelState } from '../bar-state.js';
import { ROBOT_STATUSES } from '../device-constants.js';
import type { BottleLevel, RoboticFlags } from '../device-protocol.js';
import { isOnline } from '../online.js';
import { CONDITION_ALARM_KINDS, type AlarmKind } from './kinds.js';

/** A condition that holds now on a bar: one open alarm per kind and subject. */
export interface AlarmCondition {
  kind: AlarmKind;
  /** Robot or dispenser id; '' for the bar itself. */
  subjectId: string;
  subjectName: string | null;
  detail: string | null;
}

export interface BarAlarmSnapshot {
  liveCheck: Date | string | null | undefined;
  roboticSystem: RoboticFlags | null | undefined;
  robots: Array<{ id: string; name: string; status: string | null; enabled: boolean }>;
  bottles: Array<Pick<BottleLevel, 'dispenserId' | 'enabled' | 'level' | 'capacity' | 'alarmLevel'> & { ingredientName?: string | null }>;
  /**
   * Bottles the forecast says will be empty before the bar closes (issue 21), `detail` e.g. 'Empty around 21:40';
   * without it `runOutBeforeClosing` is not judged.
   */
  runOuts?: Array<{ dispenserId: string; ingredientName: string; detail: string }>;
}

/** Robot states that mean the robot needs a person: aborted, or a state this console does not know. */
export function isRobotError(status: string | null | undefined): boolean {
  if (!status) return false;
  return status === 'ABORTED' || !(ROBOT_STATUSES as readonly string[]).includes(status);
}

/**
 * The alarm conditions holding on a bar, and which kinds were judged. An offline bar's last report
 * is stale, so then only `barOffline` is judged and its other alarms stay as they were.
 */
export function barAlarmConditions(bar: BarAlarmSnapshot, now: Date): { judged: AlarmKind[]; conditions: AlarmCondition[] } {
  if (!isOnline(bar.liveCheck, now)) {
    // a bar never heard from is being installed, not offline
    const conditions: AlarmCondition[] = bar.liveCheck ? [{ kind: 'barOffline', subjectId: '', subjectName: null, detail: null }] : [];
    return { judged: ['barOffline'], conditions };
  }
  const conditions: AlarmCondition[] = [];
  const flags = bar.roboticSystem ?? {};
  if (flags.emergency) conditions.push({ kind: 'emergency', subjectId: '', subjectName: null, detail: null });
  if (flags.fencesOpen) conditions.push({ kind: 'fenceTrip', subjectId: '', subjectName: null, detail: null });
  if (flags.cupError) conditions.push({ kind: 'cupError', subjectId: '', subjectName: null, detail: null });
  for (const robot of bar.robots) {
    if (robot.enabled && isRobotError(robot.status))
      conditions.push({ kind: 'robotError', subjectId: robot.id, subjectName: robot.name, detail: robot.status });
  }
  for (const bottle of bar.bottles) {
    const state = bottleLevelState(bottle);
    if (state === 'none') continue;
    conditions.push({
      kind: state === 'alarm' ? 'bottleEmpty' : 'bottleLow',
      subjectId: bottle.dispenserId,
      subjectName: bottle.ingredientName ?? null,
      detail: `${bottle.level}/${bottle.capacity}`,
    });
  }
  // a bottle already at its alarm level has its own alarm
  const alarmed = new Set(conditions.filter((c) => c.kind === 'bottleEmpty').map((c) => c.subjectId));
  for (const r of bar.runOuts ?? []) {
    if (!alarmed.has(r.dispenserId))
      conditions.push({ kind: 'runOutBeforeClosing', subjectId: r.dispenserId, subjectName: r.ingredientName, detail: r.detail });
  }
  return { judged: bar.runOuts ? CONDITION_ALARM_KINDS : CONDITION_ALARM_KINDS.filter((k) => k !== 'runOutBeforeClosing'), conditions };
}
