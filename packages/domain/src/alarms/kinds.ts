/**
 * Alarms (issue 19): what the server raises from what the bars report and from its own checks.
 * A *condition* alarm clears itself when its condition ends (the bottle is refilled, the bar comes
 * back); an *event* alarm (a drink in error, a failed refund or export) repeats into the same open
 * alarm and is cleared by a person once handled.
 */
export const ALARM_KINDS = [
  'bottleEmpty',
  'bottleLow',
  'runOutBeforeClosing',
  'robotError',
  'cupError',
  'fenceTrip',
  'emergency',
  'barOffline',
  'drinkError',
  'refundFailed',
  'exportFailed',
] as const;
export type AlarmKind = (typeof ALARM_KINDS)[number];

export const ALARM_SEVERITIES = ['critical', 'warning'] as const;
export type AlarmSeverity = (typeof ALARM_SEVERITIES)[number];

export const ALARM_STATES = ['open', 'acknowledged', 'cleared'] as const;
export type AlarmState = (typeof ALARM_STATES)[number];

/** What an alarm is about; `bar` alarms have an empty subject id. */
export const ALARM_SUBJECTS = ['bar', 'robot', 'dispenser', 'drink', 'refund', 'export'] as const;
export type AlarmSubject = (typeof ALARM_SUBJECTS)[number];

interface KindRule {
  severity: AlarmSeverity;
  subject: AlarmSubject;
  /** Cleared by the server when the condition ends; otherwise an event that a person clears. */
  clearsItself: boolean;
  /** English name (the web app translates by kind). */
  label: string;
}

export const ALARM_KIND_RULES: Record<AlarmKind, KindRule> = {
  bottleEmpty: { severity: 'critical', subject: 'dispenser', clearsItself: true, label: 'Bottle at alarm level' },
  bottleLow: { severity: 'warning', subject: 'dispenser', clearsItself: true, label: 'Bottle under 30%' },
  runOutBeforeClosing: { severity: 'warning', subject: 'dispenser', clearsItself: true, label: 'Will run out before closing' },
  robotError: { severity: 'critical', subject: 'robot', clearsItself: true, label: 'Robot error' },
  cupError: { severity: 'critical', subject: 'bar', clearsItself: true, label: 'Cup error' },
  fenceTrip: { severity: 'critical', subject: 'bar', clearsItself: true, label: 'Fences open' },
  emergency: { severity: 'critical', subject: 'bar', clearsItself: true, label: 'Emergency stop' },
  barOffline: { severity: 'critical', subject: 'bar', clearsItself: true, label: 'Bar offline' },
  drinkError: { severity: 'warning', subject: 'robot', clearsItself: false, label: 'Drink in error' },
  refundFailed: { severity: 'critical', subject: 'refund', clearsItself: false, label: 'Refund failed' },
  exportFailed: { severity: 'warning', subject: 'export', clearsItself: false, label: 'Export failed' },
};

/** Kinds the server raises from a bar's reported state (and clears when it no longer holds). */
export const CONDITION_ALARM_KINDS = ALARM_KINDS.filter((k) => ALARM_KIND_RULES[k].clearsItself);
