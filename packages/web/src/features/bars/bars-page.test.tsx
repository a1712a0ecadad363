import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Page } from '@bar/domain';
import { sessionStore } from '../../lib/session';
import { failure, fetchStub } from '../../test/fetch-stub';
import { renderScreen } from '../../test/render-bar-screen';
import { BarsPage } from './bars-page';
import type { BarRow } from './api/get-bars';

const server = fetchStub();

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

const renderPage = () => renderScreen(<BarsPage />, { role: 'SUPERADMIN', path: '/bars' });

beforeEach(() => {
  server.on({ 'GET /api/ubar/bars/': page });
});

describe('BarsPage', () => {
  it('lists bars two per page with the version labels', async () => {
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Bars' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'breadcrumb' })).getByText('Operations')).toBeInTheDocument();
    expect(await screen.findByText('Bar Uno')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'VEGAS Tipsy1' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'Toni Veloce' })).toBeInTheDocument();
    expect(server.requests('GET /api/ubar/bars/').map((request) => request.query)).toContainEqual({ page: 0, perPage: 2 });
  });

  it('offers the filters of the bars list', () => {
    renderPage();
    for (const name of ['Filter Name', 'Filter Location', 'Filter Latitude', 'Filter Longitude']) {
      expect(screen.getByRole('textbox', { name })).toBeInTheDocument();
    }
    const version = screen.getByRole('combobox', { name: 'Filter Version' });
    expect(
      within(version)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All', 'Toni Standard', 'Toni Veloce', 'Toni Compatto', 'VEGAS Tipsy1']);
  });

  it('opens the bar detail when a row is clicked', async () => {
    renderPage();
    await userEvent.click(await screen.findByText('Bar Due'));
    expect(await screen.findByTestId('where')).toHaveTextContent('/bars/b2');
  });

  it('impersonates a bar without opening its detail', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Impersonate Bar Uno' }));
    expect(sessionStore.getState().selectedBarId).toBe('b1');
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/$/);
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
    server.on({ 'POST /api/ubar/bars/create': bar('new1', 'Bar Tre', 'veloce') });
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
    expect(await screen.findByTestId('where')).toHaveTextContent('/bars/new1');
    const created = server.requests('POST /api/ubar/bars/create');
    expect(created).toEqual([
      expect.objectContaining({
        body: { name: 'Bar Tre', version: 'veloce', instanceInfos: { placeName: 'Torino' }, geoPosition: { lat: 45.07049, lng: 7.68682 } },
      }),
    ]);
    expect(created[0].headers).not.toHaveProperty('x-bar');
  });

  it('keeps the other versions on Bar Type for their features before the recap', async () => {
    server.on({
      'POST /api/ubar/bars/create': bar('new2', 'Bar Tre', 'compatto'),
      'PUT /api/ubar/bars/new2': bar('new2', 'Bar Tre', 'compatto'),
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
    expect(await screen.findByTestId('where')).toHaveTextContent('/bars/new2');
    expect(server.requests('POST /api/ubar/bars/create')).toEqual([expect.objectContaining({ body: expect.objectContaining({ version: 'compatto' }) })]);
    const [save] = server.requests('PUT /api/ubar/bars/new2');
    const data = JSON.parse(String((save.body as FormData).get('data')));
    expect(data).toEqual({ features: { bottles: true, bibs: false, granulars: false, garnish: false, leaves: false, ice: false, coffee: true } });
  });

  it("says 'Bar creation Error!' and returns the wizard to the recap with the server's message", async () => {
    server.on({
      'POST /api/ubar/bars/create': failure(400, 'Latitude must be between -90 and 90', { details: [{ path: 'geoPosition.lat', message: 'Out of range' }] }),
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
