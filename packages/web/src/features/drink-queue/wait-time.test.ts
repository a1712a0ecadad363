import { describe, expect, it } from 'vitest';
import { formatWait } from './wait-time';

describe('wait clock of a queued drink', () => {
  it('formats as mm:ss, then h:mm:ss past an hour', () => {
    expect(formatWait(0)).toBe('00:00');
    expect(formatWait(125_000)).toBe('02:05');
    expect(formatWait(3_725_000)).toBe('1:02:05');
  });

  it('shows a drink stamped slightly in the future (clock skew) as 00:00', () => {
    expect(formatWait(-4_000)).toBe('00:00');
  });
});
