import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from './error-boundary';
import { ERROR_MESSAGE } from './error-fallback';

afterEach(cleanup);

function Boom({ fail }: { fail: boolean }) {
  if (fail) throw new Error('boom');
  return <p>fine</p>;
}

describe('ErrorBoundary', () => {
  it('replaces a failing section with the apology and recovers when its key changes', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { rerender } = render(
      <ErrorBoundary resetKey="/a">
        <Boom fail />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(ERROR_MESSAGE);
    expect(ERROR_MESSAGE).toBe('Something went wrong. Our team is investigating the problem');

    rerender(
      <ErrorBoundary resetKey="/b">
        <Boom fail={false} />
      </ErrorBoundary>,
    );
    expect(screen.getByText('fine')).toBeInTheDocument();
    vi.restoreAllMocks();
  });
});
