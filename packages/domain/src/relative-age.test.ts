import { describe, expect, it } from 'vitest';
import { relativeAge } from './relative-age.js';

const now = new Date('2026-11-21T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const MIN = 60_000;

describe('relativeAge', () => {
  it('speaks in minutes under an hour', () => {
    expect(relativeAge(ago(30_000), now)).toBe('0 minutes ago');
    expect(relativeAge(ago(MIN), now)).toBe('1 minute ago');
    expect(relativeAge(ago(59 * MIN), now)).toBe('59 minutes ago');
  });

  it('speaks in hours from one hour up to 24', () => {
    expect(relativeAge(ago(60 * MIN), now)).toBe('1 hour ago');
    expect(relativeAge(ago(23 * 60 * MIN + 59 * MIN), now)).toBe('23 hours ago');
    expect(relativeAge(ago(24 * 60 * MIN), now)).toBe('24 hours ago');
  });

  it('speaks in days past 24 hours', () => {
    expect(relativeAge(ago(25 * 60 * MIN), now)).toBe('1 day ago');
    expect(relativeAge(ago(10 * 24 * 60 * MIN), now)).toBe('10 days ago');
  });

  it('accepts ISO strings and treats the future as now', () => {
    expect(relativeAge(ago(5 * MIN).toISOString(), now)).toBe('5 minutes ago');
    expect(relativeAge(new Date(now.getTime() + MIN), now)).toBe('0 minutes ago');
  });
});
