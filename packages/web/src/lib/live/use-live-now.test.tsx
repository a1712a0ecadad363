import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeLive } from '../../test/fake-live';
import { LiveContext } from './live-context';
import { useLiveNow } from './use-live-now';

afterEach(() => vi.useRealTimers());

describe('useLiveNow', () => {
  it('ticks while live, stands still while the link is lost, and catches up when it is back', () => {
    vi.useFakeTimers({ now: new Date('2025-06-01T20:00:00Z') });
    const live = fakeLive();
    const wrapper = ({ children }: { children: ReactNode }) => <LiveContext.Provider value={live.client}>{children}</LiveContext.Provider>;
    const { result } = renderHook(() => useLiveNow(1000), { wrapper });
    const start = result.current.getTime();

    act(() => void vi.advanceTimersByTime(3000));
    expect(result.current.getTime() - start).toBe(3000);

    act(() => live.setLink({ status: 'disconnected', lost: true }));
    act(() => void vi.advanceTimersByTime(10_000));
    expect(result.current.getTime() - start).toBe(3000);

    act(() => live.setLink({ status: 'connected', lost: false }));
    expect(result.current.getTime() - start).toBe(13_000);
  });
});
