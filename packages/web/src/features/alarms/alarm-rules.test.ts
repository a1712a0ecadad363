import { describe, expect, it } from 'vitest';
import { toAlarmQuery } from './alarm-query';
import { alarmAbilities } from './alarm-rules';
import { relativeAgeText } from '../../lib/format/relative-age-text';

const on = (role: 'BARMAN' | 'MAINT') => ({ superadmin: false, roles: [{ barId: 'b1', role }] });
const open = { barId: 'b1', kind: 'bottleEmpty', state: 'open' } as const;

describe("what a user may do with an alarm, by their role on the alarm's bar", () => {
  it('BARMAN acknowledges and writes notes, MAINT also assigns; nobody acts on a bar they hold no role on', () => {
    expect(alarmAbilities(on('BARMAN'), open)).toEqual({ acknowledge: true, assign: false, notes: true, clear: false });
    expect(alarmAbilities(on('MAINT'), open)).toEqual({ acknowledge: true, assign: true, notes: true, clear: false });
    expect(alarmAbilities(on('MAINT'), { ...open, barId: 'b2' })).toEqual({ acknowledge: false, assign: false, notes: false, clear: false });
    expect(alarmAbilities({ superadmin: true, roles: [] }, { ...open, barId: 'b2' }).assign).toBe(true);
    expect(alarmAbilities(null, open).notes).toBe(false);
  });

  it('clears only event alarms still active, and acknowledges only open ones', () => {
    for (const kind of ['drinkError', 'refundFailed', 'exportFailed'] as const) expect(alarmAbilities(on('BARMAN'), { ...open, kind }).clear).toBe(true);
    expect(alarmAbilities(on('BARMAN'), { ...open, kind: 'drinkError', state: 'cleared' }).clear).toBe(false);
    expect(alarmAbilities(on('BARMAN'), { ...open, state: 'acknowledged' }).acknowledge).toBe(false);
  });
});

describe("the inbox's query", () => {
  it('sends its filters as parameters and its days as the instants that start From and end To in the zone', () => {
    const search = JSON.stringify({ bar: 'b1', severity: 'critical', state: 'open', kind: 'emergency', from: '01/03/2026', to: '02/03/2026' });
    expect(toAlarmQuery({ page: 2, perPage: 10, search }, 'Asia/Tokyo')).toEqual({
      page: 2,
      perPage: 10,
      bar: 'b1',
      severity: 'critical',
      state: 'open',
      kind: 'emergency',
      from: '2026-02-28T15:00:00.000Z',
      to: '2026-03-02T14:59:59.999Z',
    });
    expect(toAlarmQuery({ page: 0, perPage: 5 }, 'UTC')).toEqual({ page: 0, perPage: 5 });
  });
});

describe('ages', () => {
  it('counts minutes, then hours, then days, in the language', () => {
    const now = new Date('2026-03-01T12:00:00Z');
    expect(relativeAgeText('2026-03-01T11:55:00Z', now, 'en-GB')).toBe('5 minutes ago');
    expect(relativeAgeText('2026-03-01T09:00:00Z', now, 'en-GB')).toBe('3 hours ago');
    expect(relativeAgeText('2026-02-26T12:00:00Z', now, 'it-IT')).toBe('3 giorni fa');
  });
});
