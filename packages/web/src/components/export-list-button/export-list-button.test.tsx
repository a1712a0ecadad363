import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchStub } from '../../test/fetch-stub';
import { renderBarScreen } from '../../test/render-bar-screen';
import { ExportListButton } from './export-list-button';

const server = fetchStub();
const bar = { id: 'bar-1', name: 'Milano Duomo', version: 'ms3.1' as const, timeZone: 'Europe/Rome' };

beforeEach(() => server.on({ 'POST /api/uexport/export-request/create': { id: 'e1' } }));

describe('ExportListButton', () => {
  it.each(['BARMAN', 'MAINT'] as const)('is not offered to %s (exports are ADMIN and above)', (role) => {
    renderBarScreen(<ExportListButton barId="bar-1" collectionName="AppOrder" search={{}} />, { bar, role });
    expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
  });

  it.each([
    ['Export CSV', 'csv'],
    ['Export Excel', 'excel'],
  ])('%s asks for the days, then requests that file type of the list filters and tells the user', async (label, type) => {
    const { router } = renderBarScreen(<ExportListButton barId="bar-1" collectionName="AppOrder" search={{ status: 'paid' }} />, { bar, role: 'ADMIN' });
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(screen.getAllByRole('menuitem').map((m) => m.textContent)).toEqual(['Export CSV', 'Export Excel']);
    await userEvent.click(screen.getByRole('menuitem', { name: label }));
    const dialog = await screen.findByRole('dialog', { name: label });
    expect(within(dialog).getByText("Days in the bar's time zone (Europe/Rome).")).toBeInTheDocument();
    const send = within(dialog).getByRole('button', { name: 'Export' });
    expect(send).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('From'), '01/03/2026');
    expect(send).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('To'), '31/03/2026');
    expect(server.requests()).toEqual([]);
    await userEvent.click(send);
    expect(await screen.findByText('Export created, it will be available shortly')).toBeInTheDocument();
    // whole days in Rome: UTC+1 until 29 March, UTC+2 after
    expect(server.requests()).toEqual([
      expect.objectContaining({
        method: 'POST',
        path: '/api/uexport/export-request/create',
        headers: expect.objectContaining({ 'x-bar': 'bar-1' }),
        body: {
          barId: 'bar-1',
          collectionName: 'AppOrder',
          search: { status: 'paid', createdAt: { from: '2026-02-28T23:00:00.000Z', to: '2026-03-31T21:59:59.999Z' } },
          type,
        },
      }),
    ]);
    expect(router.state.location.pathname).toBe('/export-requests');
  });

  it('keeps Export disabled for a range over 3 months, and Cancel sends nothing', async () => {
    renderBarScreen(<ExportListButton barId="bar-1" collectionName="Drink" search={{}} />, { bar, role: 'ADMIN' });
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Export CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Export CSV' });
    await userEvent.type(within(dialog).getByLabelText('From'), '01/01/2026');
    await userEvent.type(within(dialog).getByLabelText('To'), '02/04/2026');
    expect(within(dialog).getByText('The date range is at most 3 months.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Export' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.requests()).toEqual([]);
  });
});
