import type { TFunction } from 'i18next';
import type { AlarmRow } from './api/alarm-row';

export type AlarmsT = TFunction<'alarms'>;

/** What the alarm is about: the robot's or bottle's name, 'Whole bar', or the subject's id when it has no name. */
export function subjectText(t: AlarmsT, alarm: Pick<AlarmRow, 'subjectName' | 'subjectType' | 'subjectId'>): string {
  if (alarm.subjectName) return alarm.subjectName;
  return alarm.subjectType === 'bar' || !alarm.subjectId ? t('wholeBar') : alarm.subjectId;
}

/** The alarm in a few words for buttons' names and notifications: 'Bottle at alarm level · Gin · Milano Duomo'. */
export function alarmTitle(t: AlarmsT, alarm: Pick<AlarmRow, 'kind' | 'subjectName' | 'subjectType' | 'subjectId' | 'barName'>): string {
  return [t(`kinds.${alarm.kind}`), subjectText(t, alarm), alarm.barName].join(' · ');
}
