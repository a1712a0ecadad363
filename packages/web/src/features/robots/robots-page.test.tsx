import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18next } from '../../lib/i18n/i18n';
import { fetchStub } from '../../test/fetch-stub';
import { renderScreen } from '../../test/render-bar-screen';
import { RobotsPage } from './robots-page';
import type { RobotRow } from './api/get-robots';

const server = fetchStub();

const robot = (id: string, tagName: string): RobotRow => ({
  id,
  tagName,
  displayName: `Robot ${tagName}`,
  status: 'IDLE',
  enabled: true,
  barId: null,
  barName: null,
  position: 0,
  createdAt: '2025-01-01T00:00:00.000Z',
});

const listQueries = () => server.requests('GET /api/uBar/robots/').map((request) => request.query);

const renderPage = () => renderScreen(<RobotsPage />, { role: 'SUPERADMIN', path: '/robots' });

beforeEach(() => {
  server.on({ 'GET /api/uBar/robots/': { data: [robot('r1', 'R1'), robot('r2', 'R2')], count: 5, page: 1, perPage: 2 } });
});

describe('RobotsPage', () => {
  it('asks the API for page 1 first, two robots per page, with Id, Name and Display Name', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Robots' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .slice(0, 3)
        .map((h) => h.textContent),
    ).toEqual(['Id', 'Name', 'Display Name']);
    expect(await within(table).findByText('Robot R2')).toBeInTheDocument();
    expect(listQueries()).toContainEqual({ page: 1, perPage: 2 });
  });

  it('asks for page 2 when the second page is shown', async () => {
    renderPage();
    await screen.findByText('Robot R1');
    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(listQueries()).toContainEqual({ page: 2, perPage: 2 }));
  });

  it('speaks Italian: title, columns and the create dialog', async () => {
    await i18next.changeLanguage('it');
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Robot' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Robot' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .slice(0, 3)
        .map((h) => h.textContent),
    ).toEqual(['Id', 'Nome', 'Nome visualizzato']);
    await within(table).findByText('Robot R1');
    await userEvent.click(screen.getByRole('button', { name: /add|aggiungi/i }));
    const dialog = await screen.findByRole('dialog', { name: 'Nuovo robot' });
    expect(within(dialog).getByText('Nome tag, es. R1')).toBeInTheDocument();
  });
});
