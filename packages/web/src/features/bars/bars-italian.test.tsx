import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18next } from '../../lib/i18n/i18n';
import { fetchStub } from '../../test/fetch-stub';
import { renderScreen } from '../../test/render-bar-screen';
import { BarsPage } from './bars-page';

const bar = {
  _id: 'b1',
  name: 'Bar Uno',
  version: 'ms1',
  open: true,
  hidden: false,
  blocked: false,
  status: 'RUNNING',
  liveCheck: null,
  placeName: 'Milano',
  latitude: 45.46421,
  longitude: 9.19,
  createdAt: '2025-01-01T00:00:00.000Z',
};

const server = fetchStub();

beforeEach(async () => {
  server.on({
    'GET /api/ubar/bars/': { data: [bar], count: 1, page: 0, perPage: 10 },
    'POST /api/ubar/bars/create': { ...bar, _id: 'new1', name: 'Bar Tre', version: 'veloce' },
  });
  await i18next.changeLanguage('it');
});

describe('the bars list in Italian', { timeout: 30_000 }, () => {
  it('names its columns in Italian and creates a bar through the Italian wizard', async () => {
    renderScreen(<BarsPage />, { role: 'SUPERADMIN', path: '/bars' });
    expect(await screen.findByRole('button', { name: 'Impersona Bar Uno' })).toHaveTextContent('Impersona');
    for (const header of ['Nome', 'Versione', 'Località', 'Stato', 'Azioni'])
      expect(screen.getByRole('columnheader', { name: new RegExp(`^${header}`) })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Aggiungi' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Nuovo bar' }));
    expect(dialog.getByText('Dati generali')).toBeInTheDocument();
    await userEvent.type(dialog.getByRole('textbox', { name: /^Nome/ }), 'Bar Tre');
    await userEvent.type(dialog.getByRole('textbox', { name: /Località/ }), 'Torino');
    await userEvent.type(dialog.getByRole('spinbutton', { name: /Latitudine/ }), '45.07049');
    await userEvent.type(dialog.getByRole('spinbutton', { name: /Longitudine/ }), '7.68682');
    await userEvent.click(dialog.getByRole('button', { name: 'Avanti' }));
    await userEvent.click(dialog.getByRole('radio', { name: 'Toni Veloce' }));
    expect(dialog.getByLabelText('Riepilogo')).toHaveTextContent('Tipo di bar');
    await userEvent.click(dialog.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Bar salvato')).toBeInTheDocument();
    expect(await screen.findByTestId('where')).toHaveTextContent('/bars/new1');
  });
});
