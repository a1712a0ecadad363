import { describe, expect, it } from 'vitest';
import { barSession, minutesOfDay } from './opening-hours.js';

const at = (iso: string) => new Date(iso);
const iso = (s: { opensAt: Date; closesAt: Date; openNow: boolean }) => [s.opensAt.toISOString(), s.closesAt.toISOString(), s.openNow];

describe("a bar's opening", () => {
  it('reads HH:mm times', () => {
    expect(minutesOfDay('18:30')).toBe(1110);
    expect(minutesOfDay('7:05')).toBe(425);
    for (const bad of ['24:00', '18:60', '', null, undefined, 'six']) expect(minutesOfDay(bad)).toBeNull();
  });

  it('is the current opening while open, closing after midnight the next day', () => {
    // Rome is UTC+1 in March: 18:00–02:00 is 17:00Z–01:00Z
    expect(iso(barSession(at('2026-03-02T20:00:00Z'), '18:00', '02:00', 'Europe/Rome'))).toEqual([
      '2026-03-02T17:00:00.000Z',
      '2026-03-03T01:00:00.000Z',
      true,
    ]);
    // 01:30 in Rome: still yesterday evening's opening
    expect(iso(barSession(at('2026-03-03T00:30:00Z'), '18:00', '02:00', 'Europe/Rome'))).toEqual([
      '2026-03-02T17:00:00.000Z',
      '2026-03-03T01:00:00.000Z',
      true,
    ]);
  });

  it('is the next opening while closed', () => {
    expect(iso(barSession(at('2026-03-03T10:00:00Z'), '18:00', '02:00', 'Europe/Rome'))).toEqual([
      '2026-03-03T17:00:00.000Z',
      '2026-03-04T01:00:00.000Z',
      false,
    ]);
    expect(iso(barSession(at('2026-03-03T23:00:00Z'), '10:00', '22:00', 'UTC'))).toEqual(['2026-03-04T10:00:00.000Z', '2026-03-04T22:00:00.000Z', false]);
  });

  it('counts missing hours as open all day', () => {
    expect(iso(barSession(at('2026-03-03T10:00:00Z'), undefined, '', 'UTC'))).toEqual(['2026-03-03T00:00:00.000Z', '2026-03-04T00:00:00.000Z', true]);
  });
});
