import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { api, type ApiOptions } from '../../lib/api-client';
import { renderBarScreen } from '../../test/render-bar-screen';
import type { ExportRow } from './api/get-export-requests';
import { ExportRequestsView } from './export-requests-page';

vi.mock('../../lib/api-client', () => ({ api: vi.fn() }));
const apiMock = vi.mocked(api);
const bar = { id: 'bar-1', name: 'Milano Duomo', version: 'ms3.1' as const, timeZone: 'Europe/Rome' };

const row = (overrides: Partial<ExportRow> = {}): ExportRow => ({
  id: 'e1',
  barId: 'bar-1',
  collectionName: 'Drink',
  search: {},
  type: 'csv',
  userDisplay: 'Ada Admin',
  filepath: 'e1.csv',
  status: 'done',
  rows: 3,
  progress: 100,
  error: null,
  createdAt: '2026-01-02T10:00:00.000Z',
  ...overrides,
});

function answer() {
  const calls: Array<{ path: string; options: ApiOptions }> = [];
  apiMock.mockImplementation(async (path: string, options: ApiOptions = {}) => {
    calls.push({ path, options });
    if (path === '/uexport/export-request/' && !options.method)
      return {
        data: [
          row(),
          row({ id: 'e2', collectionName: 'AppOrder', filepath: null, status: 'queued', progress: null, userDisplay: 'Bo Admin' }),
          row({ id: 'e3', filepath: null, status: 'running', progress: 42, rows: 0, userDisplay: 'Cy Admin' }),
        ],
        count: 3,
        page: 0,
        perPage: 10,
      };
    if (path === '/uexport/export-request/create') return row({ id: 'e3', filepath: null, status: 'queued' });
    return {};
  });
  return calls;
}

beforeEach(() => apiMock.mockReset());

describe('Exports page', { timeout: 20_000 }, () => {
  it('shows the SPEC columns, Download now for a file and Export processing. otherwise', async () => {
    const calls = answer();
    renderBarScreen(<ExportRequestsView barId="bar-1" />, { bar });
    expect(await screen.findByRole('button', { name: 'Download now' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByText('Export processing.')).toBeInTheDocument();
    expect(screen.getByText('Export processing. 42%')).toBeInTheDocument();
    for (const header of ['Collection', 'User', 'File', 'Created At']) expect(screen.getByRole('columnheader', { name: new RegExp(header) })).toBeInTheDocument();
    expect(screen.getByText('Exports', { selector: 'h1' })).toBeInTheDocument();
    expect(calls[0].options.query).toMatchObject({ bar: 'bar-1', page: 0 });
  });

  it('keeps Apply and export disabled until both days are set and at most 3 months apart', async () => {
    const calls = answer();
    renderBarScreen(<ExportRequestsView barId="bar-1" />, { bar });
    const apply = await screen.findByRole('button', { name: 'Apply' }, { timeout: 5000 });
    const exportDrinks = screen.getByRole('button', { name: 'Export drinks' });
    expect(apply).toBeDisabled();
    expect(exportDrinks).toBeDisabled();
    await userEvent.type(screen.getByLabelText('From'), '01/01/2026');
    expect(apply).toBeDisabled();
    await userEvent.type(screen.getByLabelText('To'), '02/04/2026');
    expect(apply).toBeDisabled();
    expect(screen.getByText('The date range is at most 3 months.')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('To'));
    await userEvent.type(screen.getByLabelText('To'), '31/03/2026');
    expect(apply).toBeEnabled();
    expect(exportDrinks).toBeEnabled();

    await userEvent.click(apply);
    await waitFor(() => expect(calls.some((c) => String(c.options.query?.search ?? '').includes('createdAt'))).toBe(true));

    await userEvent.click(exportDrinks);
    expect(await screen.findByText('Export created, it will be available shortly')).toBeInTheDocument();
    const created = calls.find((c) => c.path === '/uexport/export-request/create');
    // whole days in the bar's zone (Rome: UTC+1 in winter, UTC+2 from 29 March)
    expect(created?.options.body).toMatchObject({
      barId: 'bar-1',
      collectionName: 'Drink',
      type: 'csv',
      search: { createdAt: { from: '2025-12-31T23:00:00.000Z', to: '2026-03-31T21:59:59.999Z' } },
    });

    await userEvent.click(screen.getByRole('button', { name: 'Excel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Export app orders' }));
    await waitFor(() => expect(calls.filter((c) => c.path === '/uexport/export-request/create')).toHaveLength(2));
    expect(calls.filter((c) => c.path === '/uexport/export-request/create')[1].options.body).toMatchObject({ collectionName: 'AppOrder', type: 'excel' });
  });
});
