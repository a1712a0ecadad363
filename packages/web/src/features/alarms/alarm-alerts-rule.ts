import type { Alarm } from '@bar/domain';
import { renameIds } from '../../lib/rename-id';
import type { AlarmRow } from './api/alarm-row';

/** An `alarm` live message: what happened (opened, repeated, cleared, acknowledged, assigned, noted) to which alarm. */
export interface AlarmLiveChange {
  change: string;
  alarm: AlarmRow;
}

/** Reads an `alarm` live message's payload (ids renamed as the API client does); null when it is not one. */
export function readAlarmChange(payload: unknown): AlarmLiveChange | null {
  if (typeof payload !== 'object' || payload === null) return null;
  const { change, alarm } = payload as Record<string, unknown>;
  if (typeof change !== 'string' || typeof alarm !== 'object' || alarm === null) return null;
  return { change, alarm: renameIds(alarm as Alarm) };
}

/** A critical alarm that just opened or came back: worth a notification and a sound. */
export function isNewCritical(change: AlarmLiveChange): boolean {
  return (change.change === 'opened' || change.change === 'repeated') && change.alarm.severity === 'critical';
}
