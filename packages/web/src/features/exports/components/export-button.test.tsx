import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api } from '../../../lib/api-client';
import { renderBarScreen } from '../../../test/render-bar-screen';
import { ExportListButton } from './export-button';

vi.mock('../../../lib/api-client', () => ({ api: vi.fn() }));
const apiMock = vi.mocked(api);
const bar = { id: 'bar-1', name: 'Milano Duomo', version: 'ms3.1' as const };

beforeEach(() => apiMock.mockReset());

describe('ExportListButton', () => {
  it('is not offered below ADMIN', () => {
    renderBarScreen(<ExportListButton barId="bar-1" collectionName="AppOrder" search={{}} />, { bar, role: 'BARMAN' });
    expect(screen.queryByRole('button', { name: 'Export' })).toBeNull();
  });

  it.each([
    ['Export CSV', 'csv'],
    ['Export Excel', 'excel'],
  ])('%s requests that file type of the list filters and tells the user', async (label, type) => {
    apiMock.mockResolvedValue({ id: 'e1' });
    const { router } = renderBarScreen(<ExportListButton barId="bar-1" collectionName="AppOrder" search={{ status: 'paid' }} />, { bar, role: 'ADMIN' });
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    expect(screen.getAllByRole('menuitem').map((m) => m.textContent)).toEqual(['Export CSV', 'Export Excel']);
    await userEvent.click(screen.getByRole('menuitem', { name: label }));
    expect(await screen.findByText('Export created, it will be available shortly')).toBeInTheDocument();
    expect(apiMock).toHaveBeenCalledWith('/uexport/export-request/create', {
      method: 'POST',
      bar: 'bar-1',
      body: { barId: 'bar-1', collectionName: 'AppOrder', search: { status: 'paid' }, type },
    });
    expect(router.state.location.pathname).toBe('/export-requests');
  });
});
