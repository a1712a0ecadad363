import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { fetchStub } from '../../../test/fetch-stub';
import { barFixture } from '../test/bar-fixture';
import { renderWithProviders } from '../test/render-with-providers';
import { RecentCommands } from './recent-commands';

const eveningCommand = {
  _id: 'c1',
  barId: 'bar-1',
  command: 'restoreFences',
  args: {},
  status: 'done',
  error: null,
  issuedBy: { _id: 'u1', email: 'maint@bar.example', name: 'Matteo Maint' },
  idempotencyKey: 'k1',
  // 22:34:34 in the bar's zone (Europe/Rome, UTC+2 in June), whatever the viewer's.
  createdAt: '2025-06-01T20:34:34.000Z',
  acknowledgedAt: null,
  completedAt: null,
};

const server = fetchStub();
beforeEach(() => server.on({ 'GET /api/ubar/commands/': { data: [eveningCommand], count: 1, page: 0, perPage: 8 } }));

describe('RecentCommands', () => {
  it("shows when a command was sent in the bar's time, in the 24-hour date format of the tables", async () => {
    renderWithProviders(<RecentCommands barId="bar-1" />, { bar: barFixture() });
    const row = await screen.findByTestId('recent-command');
    expect(within(row).getByText('01/06/2025 22:34')).toBeInTheDocument();
    expect(row).not.toHaveTextContent(/PM|AM/);
  });
});
