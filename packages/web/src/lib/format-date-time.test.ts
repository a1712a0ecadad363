import { describe, expect, it } from 'vitest';
import { formatDateTime } from './format-date-time';

describe('formatDateTime', () => {
  it('writes dd/MM/yyyy HH:mm on a 24-hour clock, and nothing for an unreadable date', () => {
    expect(formatDateTime(new Date(2025, 0, 5, 9, 7).toISOString())).toBe('05/01/2025 09:07');
    expect(formatDateTime(new Date(2025, 11, 31, 23, 59).toISOString())).toBe('31/12/2025 23:59');
    expect(formatDateTime('not a date')).toBe('');
  });
});
