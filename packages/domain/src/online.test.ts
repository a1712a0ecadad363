import { describe, expect, it } from 'vitest';
import { barStatusText, isOnline } from './online.js';

const now = new Date('2026-11-21T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('online rule', () => {
  it('is online when the last live check is at most 3 minutes old', () => {
    expect(isOnline(ago(0), now)).toBe(true);
    expect(isOnline(ago(3 * 60_000), now)).toBe(true);
  });

  it('is offline past 3 minutes, without a live check, or with a broken one', () => {
    expect(isOnline(ago(3 * 60_000 + 1), now)).toBe(false);
    expect(isOnline(null, now)).toBe(false);
    expect(isOnline('yesterday-ish', now)).toBe(false);
  });

  it('shows the status online and the previous status offline', () => {
    expect(barStatusText({ status: 'RUNNING', liveCheck: ago(1000) }, now)).toBe('RUNNING');
    expect(barStatusText({ status: 'RUNNING', liveCheck: ago(10 * 60_000) }, now)).toBe('OFFLINE - previous status: RUNNING');
  });
});
