import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SnackbarProvider } from 'notistack';
import { afterEach, describe, expect, it } from 'vitest';
import { failure, fetchStub } from '../../../test/fetch-stub';
import { generalStart } from '../api/general-start';
import { GENERAL_START } from './command-texts';
import { useCommand } from './use-command';

const server = fetchStub();
afterEach(cleanup);

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
    server.on({ 'POST /api/ubar/bars/generalStart': failure(409, 'Controller unreachable') });
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'General Start' }));
    expect(await screen.findByText('General Start failure! — Controller unreachable')).toBeInTheDocument();
  });

  it('shows the catalogue text alone when the answer carries no reason', async () => {
    server.on({ 'POST /api/ubar/bars/generalStart': new Response('<html>Gateway Timeout</html>', { status: 504, statusText: 'Gateway Timeout' }) });
    renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'General Start' }));
    expect(await screen.findByText('General Start failure!')).toBeInTheDocument();
  });
});
