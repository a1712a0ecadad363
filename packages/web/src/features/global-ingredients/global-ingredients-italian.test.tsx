import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18next } from '../../lib/i18n/i18n';
import { fetchStub } from '../../test/fetch-stub';
import { renderScreen } from '../../test/render-bar-screen';
import { GlobalIngredientsPage } from './global-ingredients-page';

const server = fetchStub();

beforeEach(async () => {
  server.on({
    'GET /api/uging/:kind/': { data: [{ _id: 'ct1', name: 'Espresso' }], count: 1, page: 0, perPage: 2 },
    'POST /api/uging/coffee-type/create': { _id: 'ct9', name: 'Lungo' },
  });
  await i18next.changeLanguage('it');
});

describe('the global ingredients in Italian', { timeout: 20_000 }, () => {
  it('names the catalogue tabs in Italian and creates a coffee type with an Italian confirmation', async () => {
    const { router } = renderScreen(<GlobalIngredientsPage />, {
      role: 'SUPERADMIN',
      path: '/global-ingredients/:tabActive',
      url: '/global-ingredients/coffeeType',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ingredienti globali' })).toBeInTheDocument();
    const tabs = screen.getByRole('tablist', { name: 'Tipi del catalogo' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Bottiglia', 'Bevanda', 'Aroma', 'Guarnizione', 'Granulare', 'Foglia', 'Caffè', 'Tipo di caffè']);
    expect(await screen.findByRole('table', { name: 'Elenco globale: tipi di caffè' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Aggiungi tipo di caffè' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Nuovo tipo di caffè' }));
    await userEvent.type(dialog.getByRole('textbox', { name: /Nome/ }), 'Lungo');
    await userEvent.click(dialog.getByRole('button', { name: 'Salva' }));
    expect(await screen.findByText('Tipo di caffè globale salvato!')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/global-ingredients/coffee-type/ct9');
  });
});
