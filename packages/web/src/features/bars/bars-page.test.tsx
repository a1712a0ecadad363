import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { SnackbarProvider } from 'notistack';
import { createMemoryRouter, RouterProvider, useParams } from 'react-router';
import type { Page } from '@bar/domain';
import { api } from '../../lib/api-client';
import { ApiError } from '../../lib/api-error';
import { SessionContext, type SessionValue } from '../../lib/session-context';
import { BarsPage } from './bars-page';
import type { BarRow } from './api/get-bars';

vi.mock('../../lib/api-client', () => ({ api: vi.fn() }));
const apiMock = vi.mocked(api);

afterEach(cleanup);

const bar = (id: string, name: string, version: BarRow['version']): BarRow => ({
  id,
  name,
  version,
  open: true,
  hidden: false,
  blocked: false,
  status: 'RUNNING',
  liveCheck: null,
  placeName: 'Milano',
  latitude: 45.46421,
  longitude: 9.19,
  createdAt: '2025-01-01T00:00:00.000Z',
});

const page: Page<BarRow> = { data: [bar('b1', 'Bar Uno', 'ms1'), bar('b2', 'Bar Due', 'veloce')], count: 3, page: 0, perPage: 2 };

function BarDetail() {
  return <p>Detail of {useParams().id}</p>;
}

function renderPage() {
  const selectBar = vi.fn();
  const session = { selectBar } as unknown as SessionValue;
  const router = createMemoryRouter(
    [
      { path: '/bars', element: <BarsPage /> },
      { path: '/bars/:id', element: <BarDetail /> },
      { path: '/', element: <p>Activity</p> },
    ],
    { initialEntries: ['/bars'] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <SessionContext.Provider value={session}>
        <SnackbarProvider>
          <RouterProvider router={router} />
        </SnackbarProvider>
      </SessionContext.Provider>
    </QueryClientProvider>,
  );
  return { selectBar, router };
}

beforeEach(() => {
  apiMock.mockReset();
  apiMock.mockImplementation(async (path: string) => {
    if (path === '/ubar/bars/') return page;
    throw new Error(`unexpected call ${path}`);
  });
});

describe('BarsPage', () => {
  it('lists bars two per page with the version labels', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Bars' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'breadcrumb' })).getByText('Operations')).toBeInTheDocument();
    expect(await screen.findByText('Bar Uno')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'VEGAS Tipsy1' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Toni Veloce' })).toBeInTheDocument();
    expect(apiMock).toHaveBeenCalledWith('/ubar/bars/', expect.objectContaining({ query: { page: 0, perPage: 2 } }));
  });

  it('offers the filters of the bars list', () => {
    renderPage();
    for (const name of ['Filter Name', 'Filter Location', 'Filter Latitude', 'Filter Longitude']) {
      expect(screen.getByRole('textbox', { name })).toBeInTheDocument();
    }
    const version = screen.getByRole('combobox', { name: 'Filter Version' });
    expect(within(version).getAllByRole('option').map((o) => o.textContent)).toEqual([
      'All',
      'Toni Standard',
      'Toni Veloce',
      'Toni Compatto',
      'VEGAS Tipsy1',
    ]);
  });

  it('opens the bar detail when a row is clicked', async () => {
    renderPage();
    await userEvent.click(await screen.findByText('Bar Due'));
    expect(await screen.findByText('Detail of b2')).toBeInTheDocument();
  });

  it('impersonates a bar without opening its detail', async () => {
    const { selectBar } = renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Impersonate Bar Uno' }));
    expect(selectBar).toHaveBeenCalledWith('b1');
    expect(await screen.findByText('Activity')).toBeInTheDocument();
  });

  async function fillGeneralInfo(dialog: HTMLElement) {
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Bar Tre');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Location/ }), 'Torino');
    const latitude = within(dialog).getByRole('spinbutton', { name: /Latitude/ });
    expect(latitude).toHaveAttribute('step', '0.00001');
    await userEvent.type(latitude, '45.07049');
    await userEvent.type(within(dialog).getByRole('spinbutton', { name: /Longitude/ }), '7.68682');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
  }

  it('takes veloce straight from Bar Type to the recap, back returns to Bar Type, then saves and opens the bar', async () => {
    apiMock.mockImplementation(async (path: string) => {
      if (path === '/ubar/bars/') return page;
      if (path === '/ubar/bars/create') return { ...bar('new1', 'Bar Tre', 'veloce') };
      throw new Error(`unexpected call ${path}`);
    });
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New Bar' });
    await fillGeneralInfo(dialog);

    await userEvent.click(within(dialog).getByRole('radio', { name: 'Toni Veloce' }));
    const recap = within(dialog).getByLabelText('Recap');
    expect(recap).toHaveTextContent('Toni Veloce');
    expect(recap).not.toHaveTextContent('Bar Features');

    await userEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(within(dialog).getByRole('radio', { name: 'Toni Veloce' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Bar Saved')).toBeInTheDocument();
    expect(await screen.findByText('Detail of new1')).toBeInTheDocument();
    expect(apiMock).toHaveBeenCalledWith('/ubar/bars/create', {
      method: 'POST',
      body: { name: 'Bar Tre', version: 'veloce', instanceInfos: { placeName: 'Torino' }, geoPosition: { lat: 45.07049, lng: 7.68682 } },
    });
  });

  it('keeps the other versions on Bar Type for their features before the recap', async () => {
    apiMock.mockImplementation(async (path: string) => {
      if (path === '/ubar/bars/') return page;
      if (path === '/ubar/bars/create') return { ...bar('new2', 'Bar Tre', 'compatto') };
      if (path === '/ubar/bars/new2') return { ...bar('new2', 'Bar Tre', 'compatto') };
      throw new Error(`unexpected call ${path}`);
    });
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New Bar' });
    await fillGeneralInfo(dialog);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Toni Compatto' }));
    expect(within(dialog).queryByLabelText('Recap')).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('checkbox', { name: 'Coffee' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByLabelText('Recap')).toHaveTextContent('Bottles, Coffee');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Detail of new2')).toBeInTheDocument();
    expect(apiMock).toHaveBeenCalledWith('/ubar/bars/create', expect.objectContaining({ body: expect.objectContaining({ version: 'compatto' }) }));
    const save = apiMock.mock.calls.find(([path]) => path === '/ubar/bars/new2');
    expect(save?.[1]).toMatchObject({ method: 'PUT' });
    const data = JSON.parse(String((save?.[1]?.body as FormData).get('data')));
    expect(data).toEqual({ features: { bottles: true, bibs: false, granulars: false, garnish: false, leaves: false, ice: false, coffee: true } });
  });

  it("says 'Bar creation Error!' and returns the wizard to the recap with the server's message", async () => {
    apiMock.mockImplementation(async (path: string) => {
      if (path === '/ubar/bars/') return page;
      throw new ApiError(400, 'Latitude must be between -90 and 90', [{ path: 'geoPosition.lat', message: 'Out of range' }], 'Latitude must be between -90 and 90');
    });
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New Bar' });
    await fillGeneralInfo(dialog);
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Toni Veloce' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Bar creation Error! — Latitude must be between -90 and 90')).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Latitude must be between -90 and 90');
    expect(within(dialog).getByLabelText('Recap')).toHaveTextContent('Out of range');
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Save' })).toBeEnabled());
  });

  it('requires the General Info fields before moving on', async () => {
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create New Bar' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(await within(dialog).findByText('Name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Location is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Latitude is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Longitude is required')).toBeInTheDocument();
    expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();
  });
});
