import type { AlarmRow } from './api/alarm-row';

/** An alarm as the API answers it, for the feature's tests. */
export const alarm = (overrides: Partial<AlarmRow> = {}): AlarmRow => ({
  id: 'a1',
  barId: 'bar-1',
  barName: 'Milano Duomo',
  kind: 'bottleEmpty',
  severity: 'critical',
  subjectType: 'dispenser',
  subjectId: 'd1',
  subjectName: 'Gin',
  detail: '0/25',
  state: 'open',
  firstSeen: '2026-03-01T14:00:00.000Z',
  lastSeen: '2026-03-01T15:04:00.000Z',
  count: 1,
  acknowledgedBy: null,
  acknowledgedAt: null,
  assignee: null,
  clearedAt: null,
  notes: '',
  ...overrides,
});
