import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { barFixture } from '../../components/bar-settings/bar-fixture.test-util';
import { i18next } from '../../lib/i18n/i18n';
import { fetchStub } from '../../test/fetch-stub';
import { renderBarScreen } from '../../test/render-bar-screen';
import { MyBarPage } from './my-bar-page';

const server = fetchStub();
const bar = barFixture();

beforeEach(() =>
  server.on({
    'PUT /api/ubar/bars/:id': bar,
    'GET /api/webhooks/': [],
    'GET /api/webhooks/deliveries': { data: [], count: 0, page: 0, perPage: 5 },
  }),
);

describe('MyBar', () => {
  it('reads in Italian, and saves the bar', async () => {
    await i18next.changeLanguage('it');
    renderBarScreen(<MyBarPage />, { bar, role: 'ADMIN', path: '/mybar' });
    expect(screen.getByRole('heading', { name: 'Milano Duomo' })).toBeInTheDocument();
    expect(screen.getByText('Il mio bar')).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('tab', { name: 'Info bar' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('region', { name: 'Generale' })).toBeInTheDocument();

    const name = screen.getByRole('textbox', { name: 'Nome' });
    await userEvent.clear(name);
    await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Il nome è obbligatorio')).toBeInTheDocument();
    expect(server.requests('PUT /api/ubar/bars/:id')).toEqual([]);

    await userEvent.type(name, 'Duomo Bar');
    await userEvent.click(screen.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Bar salvato')).toBeInTheDocument();
    await waitFor(() => expect(server.requests(`PUT /api/ubar/bars/${bar.id}`)).toHaveLength(1));
  }, 30_000);
});
