import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useDebouncedValue } from './use-debounced-value';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useDebouncedValue', () => {
  it('waits until the value has been still for the delay', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 300, 1000), { initialProps: { value: 'a' } });
    rerender({ value: 'ab' });
    act(() => vi.advanceTimersByTime(299));
    expect(result.current).toBe('a');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('ab');
  });

  it('gives the latest value after the max wait even while it keeps changing', () => {
    const { result, rerender } = renderHook(({ value }) => useDebouncedValue(value, 300, 1000), { initialProps: { value: '' } });
    let text = '';
    for (let i = 0; i < 5; i += 1) {
      text += 'x';
      rerender({ value: text });
      act(() => vi.advanceTimersByTime(200));
    }
    // 1000 ms after the first keystroke, although no pause of 300 ms happened.
    expect(result.current).toBe('xxxxx');
  });
});
