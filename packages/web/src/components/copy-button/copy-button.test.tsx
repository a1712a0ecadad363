import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { CopyButton } from './copy-button';

beforeEach(() => {
  vi.useFakeTimers();
  Object.defineProperty(navigator, 'clipboard', { value: { writeText: vi.fn().mockResolvedValue(undefined) }, configurable: true });
});
afterEach(() => vi.useRealTimers());

describe('CopyButton', () => {
  it('copies the text and keeps the confirmation for 5 seconds', async () => {
    render(<CopyButton text="secret-token" label="Copy token" />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy token' }));
    });
    expect(navigator.clipboard.writeText).toHaveBeenCalledWith('secret-token');
    expect(screen.getByRole('tooltip')).toHaveTextContent('Copied!');
    await act(async () => {
      vi.advanceTimersByTime(4999);
    });
    expect(screen.getByRole('tooltip')).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    await act(async () => {
      vi.runAllTimers(); // the tooltip's own closing transition
    });
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
