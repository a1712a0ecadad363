import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarProvider } from 'notistack';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { generalStart } from '../api/general-start';
import { GENERAL_START } from './command-texts';
import { useCommand } from './use-command';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => vi.stubGlobal('fetch', fetchMock));
afterEach(() => {
  cleanup();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

function GeneralStartButton() {
  const command = useCommand({ barId: 'bar-1', name: ['generalStart'], send: generalStart, texts: GENERAL_START });
  return <button onClick={() => command.run()}>General Start</button>;
}

function renderButton() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })}>
      <SnackbarProvider>
        <GeneralStartButton />
      </SnackbarProvider>
    </QueryClientProvider>,
  );
}

describe('a failed command', () => {
  it("keeps the catalogue text and adds the server's reason", async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input).includes('generalStart')
        ? new Response(JSON.stringify({ statusCode: 409, error: 'Conflict', message: 'Controller unreachable' }), { status: 409, headers: { 'content-type': 'application/json' } })
        : new Response(JSON.stringify({ data: [], count: 0, page: 0, perPage: 8 }), { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'General Start' }));
    expect(await screen.findByText('General Start failure! — Controller unreachable')).toBeInTheDocument();
  });

  it('shows the catalogue text alone when the answer carries no reason', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input).includes('generalStart')
        ? new Response('<html>Gateway Timeout</html>', { status: 504, statusText: 'Gateway Timeout' })
        : new Response(JSON.stringify({ data: [], count: 0, page: 0, perPage: 8 }), { status: 200, headers: { 'content-type': 'application/json' } }),
    );
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'General Start' }));
    expect(await screen.findByText('General Start failure!')).toBeInTheDocument();
  });
});
