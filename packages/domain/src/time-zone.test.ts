import { describe, expect, it } from 'vitest';
import {
  formatIsoInZone,
  isTimeZone,
  isoInZoneFormatter,
  timeZoneAt,
  timeZoneNames,
  timeZoneSchema,
  zonedDayEnd,
  zonedDayStart,
  zonedDayStartOf,
} from './time-zone.js';

describe('time zones', () => {
  it('knows IANA names and UTC, and refuses others with a clear message', () => {
    expect(isTimeZone('Europe/Rome')).toBe(true);
    expect(isTimeZone('America/Los_Angeles')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('+01:00')).toBe(false);
    expect(timeZoneNames()).toContain('UTC');
    const bad = timeZoneSchema.safeParse('Europe/Milano');
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0].message).toBe('Time zone must be an IANA time zone such as Europe/Rome or UTC');
  });

  it('writes instants as ISO 8601 with the zone offset, the same instant as stored', () => {
    const winter = new Date('2026-11-21T14:04:05.123Z');
    expect(formatIsoInZone(winter, 'Europe/Rome')).toBe('2026-11-21T15:04:05.123+01:00');
    expect(formatIsoInZone(new Date('2026-07-01T00:30:00.000Z'), 'Europe/Rome')).toBe('2026-07-01T02:30:00.000+02:00');
    expect(formatIsoInZone(new Date('2026-07-01T00:30:00.000Z'), 'America/Los_Angeles')).toBe('2026-06-30T17:30:00.000-07:00');
    expect(formatIsoInZone(winter, 'UTC')).toBe('2026-11-21T14:04:05.123+00:00');
    expect(formatIsoInZone(new Date('2026-01-01T00:00:00Z'), 'Asia/Kolkata')).toBe('2026-01-01T05:30:00.000+05:30');
    expect(new Date(formatIsoInZone(winter, 'America/Los_Angeles')).getTime()).toBe(winter.getTime());
  });

  it('the row formatter follows a DST change (Rome, 29 March 2026 01:00 UTC)', () => {
    const format = isoInZoneFormatter('Europe/Rome');
    expect(format(new Date('2026-03-29T00:59:59.999Z'))).toBe('2026-03-29T01:59:59.999+01:00');
    expect(format(new Date('2026-03-29T01:00:00.000Z'))).toBe('2026-03-29T03:00:00.000+02:00');
    expect(format(new Date('2026-03-29T01:00:30.000Z'))).toBe('2026-03-29T03:00:30.000+02:00');
  });

  it('the row formatter works the offset out per hour yet changes on the exact second (Lord Howe: +10:30 → +11:00 at 15:30 UTC)', () => {
    const format = isoInZoneFormatter('Australia/Lord_Howe');
    expect(format(new Date('2026-10-03T15:00:00.000Z'))).toBe('2026-10-04T01:30:00.000+10:30');
    expect(format(new Date('2026-10-03T15:29:59.999Z'))).toBe('2026-10-04T01:59:59.999+10:30');
    expect(format(new Date('2026-10-03T15:30:00.000Z'))).toBe('2026-10-04T02:30:00.000+11:00');
    expect(format(Date.parse('2026-10-03T15:59:59.000Z'))).toBe('2026-10-04T02:59:59.000+11:00');
    // back into the same hour after another one
    expect(format(new Date('2026-10-03T15:10:00.000Z'))).toBe('2026-10-04T01:40:00.000+10:30');
  });

  it('the row formatter gives what formatIsoInZone gives, instant by instant, across DST changes', () => {
    const cases: Array<[string, string]> = [
      ['Europe/Rome', '2026-03-29T00:00:00Z'],
      ['Europe/Rome', '2026-10-25T00:00:00Z'],
      ['America/Los_Angeles', '2026-11-01T07:00:00Z'],
      ['Australia/Lord_Howe', '2026-04-04T13:00:00Z'],
      ['Pacific/Chatham', '2026-09-26T12:00:00Z'],
      ['Asia/Kathmandu', '1985-12-31T17:00:00Z'],
      ['UTC', '2026-01-01T00:00:00Z'],
    ];
    for (const [zone, from] of cases) {
      const format = isoInZoneFormatter(zone);
      const start = Date.parse(from);
      // each window holds a change (UTC aside)
      expect(formatIsoInZone(new Date(start), zone).slice(-6) !== formatIsoInZone(new Date(start + 4 * 3_600_000), zone).slice(-6)).toBe(zone !== 'UTC');
      // every 7 min 13.457 s over four hours: hits both sides of each change
      for (let ms = start; ms < start + 4 * 3_600_000; ms += 433_457) {
        expect(format(new Date(ms))).toBe(formatIsoInZone(new Date(ms), zone));
      }
    }
  });

  it('the row formatter writes far years and epoch milliseconds like formatIsoInZone', () => {
    const format = isoInZoneFormatter('Europe/Rome');
    for (const iso of [
      '0001-01-01T00:00:00.000Z',
      '1969-12-31T23:59:59.999Z',
      '9999-12-31T22:59:59.999Z',
      '9999-12-31T23:30:00.000Z',
      '2026-02-28T23:00:00.000Z',
    ]) {
      expect(format(Date.parse(iso))).toBe(formatIsoInZone(new Date(iso), 'Europe/Rome'));
    }
    // the change at the very start of an hour
    expect(format(Date.parse('2026-10-25T00:59:59.999Z'))).toBe('2026-10-25T02:59:59.999+02:00');
    expect(format(Date.parse('2026-10-25T01:00:00.000Z'))).toBe('2026-10-25T02:00:00.000+01:00');
  });

  it('a calendar day in a zone spans local midnight to local midnight', () => {
    expect(zonedDayStart({ year: 2026, month: 3, day: 1 }, 'Europe/Rome').toISOString()).toBe('2026-02-28T23:00:00.000Z');
    expect(zonedDayEnd({ year: 2026, month: 3, day: 1 }, 'Europe/Rome').toISOString()).toBe('2026-03-01T22:59:59.999Z');
    expect(zonedDayStart({ year: 2026, month: 7, day: 4 }, 'America/Los_Angeles').toISOString()).toBe('2026-07-04T07:00:00.000Z');
    expect(zonedDayEnd({ year: 2026, month: 12, day: 31 }, 'UTC').toISOString()).toBe('2026-12-31T23:59:59.999Z');
    // 23-hour day of the spring change
    expect(
      zonedDayEnd({ year: 2026, month: 3, day: 29 }, 'Europe/Rome').getTime() + 1 - zonedDayStart({ year: 2026, month: 3, day: 29 }, 'Europe/Rome').getTime(),
    ).toBe(23 * 3600_000);
    // the day an instant falls on differs by zone: 23:30 UTC on 28 February is 1 March in Rome
    expect(zonedDayStartOf(new Date('2026-02-28T23:30:00Z'), 'Europe/Rome').toISOString()).toBe('2026-02-28T23:00:00.000Z');
    expect(zonedDayStartOf(new Date('2026-02-28T23:30:00Z'), 'America/Los_Angeles').toISOString()).toBe('2026-02-28T08:00:00.000Z');
    // Santiago skips its midnight in September: the day starts at 01:00 local
    expect(formatIsoInZone(zonedDayStart({ year: 2026, month: 9, day: 6 }, 'America/Santiago'), 'America/Santiago')).toBe('2026-09-06T01:00:00.000-03:00');
  });
});

describe('time zone of a position', () => {
  it('the demo bars lie in Europe/Rome and America/Los_Angeles; open sea falls back to UTC', () => {
    expect(timeZoneAt({ lat: 45.46416, lng: 9.19199 })).toBe('Europe/Rome'); // Milano
    expect(timeZoneAt({ lat: 41.90107, lng: 12.50065 })).toBe('Europe/Rome'); // Roma
    expect(timeZoneAt({ lat: 45.03244, lng: 7.66745 })).toBe('Europe/Rome'); // Torino
    expect(timeZoneAt({ lat: 36.11247, lng: -115.17282 })).toBe('America/Los_Angeles');
    expect(timeZoneAt({ lat: 51.5074, lng: -0.1278 })).toBe('Europe/London');
    expect(isTimeZone(timeZoneAt({ lat: 0, lng: -30 }))).toBe(true);
    expect(timeZoneAt({ lat: 200, lng: 0 })).toBe('UTC');
  });
});
