import { BOTTLE_WARNING_RATIO, CONVEYORS_PER_ROBOT, type BarVersion } from './constants.js';
import type { BottleLevel } from './device-protocol.js';

/** ms1 conveyors move by hand only while every robot of the bar is in STOP. */
export const CONVEYOR_NEEDS_STOP_MESSAGE = 'Both robots must be in STOP to manually move the conveyors';
export function canMoveConveyors(robots: Array<{ status: string }>): boolean {
  return robots.length > 0 && robots.every((r) => r.status === 'STOP');
}

/** Only ms1 bars have conveyors an operator moves or unlocks by hand. */
export const NO_MOVABLE_CONVEYORS_MESSAGE = 'This bar has no manually movable conveyors.';
export function hasMovableConveyors(version: BarVersion): boolean {
  return version === 'ms1';
}

/** Conveyors of a bar, numbered from 1 across it (robot 1 has 1–3, robot 2 has 4–6); each is also a delivery position. */
export function conveyorCount(version: BarVersion, robotCount: number): number {
  return hasMovableConveyors(version) ? robotCount * CONVEYORS_PER_ROBOT : 0;
}

/** Why `value` of `field` names no conveyor of a bar with `count` conveyors, or null when it does. */
export function conveyorNumberProblem(field: string, value: number, count: number): string | null {
  if (Number.isInteger(value) && value >= 1 && value <= count) return null;
  if (count === 0) return `This bar has no robots, so no conveyors: ${field} ${value} does not exist.`;
  return `${field} must be from 1 to ${count} on this bar (it has ${count} conveyors); got ${value}.`;
}

/** What a closed bar answers to any new order (SPEC: every sales channel). */
export const BAR_CLOSED_MESSAGE = 'The bar is closed.';

/** Control panel of the activity screen by bar version (SPEC §2). */
export function controlPanelKind(version: BarVersion): 'perRobot' | 'general' {
  return version === 'veloce' ? 'perRobot' : 'general';
}
/** Which mode toggles a version shows: Dance and Ghost except on ms1, Automatic Conveyor only on ms1. */
export function availableModes(version: BarVersion): Array<'danceMode' | 'ghostMode' | 'automaticConveyor' | 'maintenanceMode'> {
  return version === 'ms1' ? ['automaticConveyor', 'maintenanceMode'] : ['danceMode', 'ghostMode', 'maintenanceMode'];
}

/** Bottle level state (SPEC §4): alarm at or below the alarm level, warning under 30% of capacity. */
export function bottleLevelState(b: Pick<BottleLevel, 'enabled' | 'level' | 'capacity' | 'alarmLevel'>): 'alarm' | 'warning' | 'none' {
  if (!b.enabled) return 'none';
  if (b.level <= b.alarmLevel) return 'alarm';
  if (b.level < b.capacity * BOTTLE_WARNING_RATIO) return 'warning';
  return 'none';
}

/** The bar's bottleAlarm and bottleWarning lists from a full set of levels. */
export function bottleWarnings(levels: BottleLevel[]) {
  const bottleAlarm: Array<{ dispenserId: string; ingredientId: string }> = [];
  const bottleWarning: Array<{ dispenserId: string; ingredientId: string }> = [];
  for (const l of levels) {
    const state = bottleLevelState(l);
    if (state === 'alarm') bottleAlarm.push({ dispenserId: l.dispenserId, ingredientId: l.ingredientId });
    else if (state === 'warning') bottleWarning.push({ dispenserId: l.dispenserId, ingredientId: l.ingredientId });
  }
  return { bottleAlarm, bottleWarning };
}
