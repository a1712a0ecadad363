import { describe, expect, it } from 'vitest';
import { pgTimestampMs } from './pg-timestamp.js';

describe('pgTimestampMs', () => {
  it('reads the instant Postgres wrote as text, in any session zone, dropping sub-millisecond digits', () => {
    expect(pgTimestampMs('2026-01-15 10:23:45.123456+00')).toBe(Date.parse('2026-01-15T10:23:45.123Z'));
    expect(pgTimestampMs('2026-01-15 10:23:45.1+00')).toBe(Date.parse('2026-01-15T10:23:45.100Z'));
    expect(pgTimestampMs('2026-01-15 10:23:45.999999+00')).toBe(Date.parse('2026-01-15T10:23:45.999Z'));
    expect(pgTimestampMs('2026-01-15 10:23:45+00')).toBe(Date.parse('2026-01-15T10:23:45Z'));
    expect(pgTimestampMs('2026-07-01 02:30:00+02')).toBe(Date.parse('2026-07-01T00:30:00Z'));
    expect(pgTimestampMs('2026-01-01 05:30:00.5+05:30')).toBe(Date.parse('2026-01-01T00:00:00.500Z'));
    expect(pgTimestampMs('2026-06-30 17:30:00-07')).toBe(Date.parse('2026-07-01T00:30:00Z'));
    expect(pgTimestampMs('1899-12-31 23:40:28+00:19:32')).toBe(Date.parse('1899-12-31T23:20:56Z'));
    expect(pgTimestampMs('0044-03-15 12:00:00+00 BC')).toBe(new Date(0).setUTCFullYear(-43, 2, 15) + 12 * 3_600_000);
    expect(pgTimestampMs('0099-03-15 12:00:00+00')).toBe(new Date(0).setUTCFullYear(99, 2, 15) + 12 * 3_600_000);
    expect(pgTimestampMs('12026-03-15 12:00:00+00')).toBe(new Date(0).setUTCFullYear(12026, 2, 15) + 12 * 3_600_000);
  });

  it('gives NaN for what is not a timestamp with zone', () => {
    for (const text of ['infinity', '-infinity', '', '2026-01-15T10:23:45Z', '2026-01-15 10:23:45', '2026-01-15 10:23:45+0x', '2026-01-15 10:2x:45+00']) {
      expect(pgTimestampMs(text)).toBeNaN();
    }
  });
});
