import { describe, expect, it } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import { useQuery } from '@tanstack/react-query';
import { currentBarKey, type SelectedBar } from '../../../lib/bar-queries';
import { barFixture } from '../test/bar-fixture';
import { renderWithProviders } from '../test/render-with-providers';
import { useLiveBarSync } from './use-live-bar-sync';

function CachedBar() {
  useLiveBarSync('bar-1');
  const bar = useQuery<SelectedBar>({ queryKey: currentBarKey('bar-1'), queryFn: () => new Promise(() => undefined), enabled: false }).data;
  return <p data-testid="cached">{bar ? `${bar.status} ${bar.open ? 'open' : 'closed'} ${bar.robots.map((r) => r.status).join(',')}` : 'none'}</p>;
}

describe('useLiveBarSync', () => {
  it("applies 'bar' and 'robot' messages of the selected bar to its cached detail", async () => {
    const bar = barFixture();
    const { queryClient, live } = renderWithProviders(<CachedBar />, { bar });
    expect(await screen.findByTestId('cached')).toHaveTextContent('none');
    act(() => queryClient.setQueryData(currentBarKey('bar-1'), bar));
    await waitFor(() => expect(screen.getByTestId('cached')).toHaveTextContent('RUNNING open RUNNING,RUNNING'));

    act(() => live.emit({ type: 'bar', payload: { _id: 'bar-1', status: 'STOPPED', open: false } }, 'bar-1'));
    await waitFor(() => expect(screen.getByTestId('cached')).toHaveTextContent('STOPPED closed RUNNING,RUNNING'));

    act(() =>
      live.emit({ type: 'robot', payload: { _id: 'r2', barId: 'bar-1', tagName: 'R2', displayName: 'Toni Right', status: 'STOP', enabled: true } }, 'bar-1'),
    );
    await waitFor(() => expect(screen.getByTestId('cached')).toHaveTextContent('STOPPED closed RUNNING,STOP'));
  });
});
