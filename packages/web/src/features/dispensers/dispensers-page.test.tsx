import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18next } from '../../lib/i18n/i18n';
import { fetchStub, reply } from '../../test/fetch-stub';
import { renderBarScreen } from '../../test/render-bar-screen';
import { DispensersPage } from './dispensers-page';

const BAR = { id: '0b7c8a52-5f0e-4c43-9d7e-1f2a3b4c5d6e', name: 'Milano Duomo', version: 'ms3.1' as const };
const features = { bottles: true, bibs: true, granulars: false, garnish: true, leaves: false, ice: true, coffee: false };

/** Real ingredient ids are uuids; the dispenser schema refuses anything else. */
const GIN_ID = '0b6c3f2e-5d1a-4c8e-9f7a-2e4d6b8a1c3f';
const cell = (id: string, row: number, column: number, over: Record<string, unknown> = {}) => ({
  _id: id,
  barId: BAR.id,
  graphicCode: id,
  enabled: true,
  fake: false,
  row,
  column,
  dispenserCapacity: { id: '700ml', description: '700 ml', capacity: 25 },
  doserType: 'SPIRITS',
  alarmLevel: 2,
  estimatedLevel: 20,
  actualLevel: 20,
  ingredientId: GIN_ID,
  ingredient: { _id: GIN_ID, name: 'Gin Tanqueray London' },
  ...over,
});
const CELLS = [
  cell('a', 0, 0),
  cell('b', 0, 1, { actualLevel: 1 }),
  cell('c', 1, 0, { actualLevel: 5 }),
  cell('x', 1, 1, { fake: true, ingredientId: null, ingredient: null }),
];

const server = fetchStub();

beforeEach(() => {
  server.on({
    'GET /api/udispenser/:kind/': [],
    'GET /api/udispenser/bottles/': CELLS,
    'PATCH /api/udispenser/bottles/b': ({ body }) => ({ ...CELLS[1], ...(body as object) }),
    'GET /api/uingredient/bottles/byName': reply(500, {}),
  });
});

const render = (role: 'MAINT' | 'BARMAN' = 'MAINT') =>
  renderBarScreen(<DispensersPage />, { bar: { ...BAR, features } as never, role, path: '/dispensers/:tabActive', url: '/dispensers/bottles' });

describe('dispensers page', () => {
  it('shows only the tabs of the bar features and the bottle map with states', async () => {
    render();
    const tabs = screen.getByRole('tablist', { name: 'Dispenser kinds' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Bottles', 'Bibs', 'Cutter', 'Ice']);
    const map = await screen.findByRole('group', { name: 'Bottle dispensers map' });
    expect(map.querySelectorAll('g[data-state]')).toHaveLength(4);
    expect(map.querySelector('[data-testid="bottle-cell-b"]')!.getAttribute('data-state')).toBe('danger');
    expect(map.querySelector('[data-testid="bottle-cell-c"]')!.getAttribute('data-state')).toBe('warning');
    expect(map.querySelector('[data-testid="bottle-cell-x"]')!.getAttribute('role')).toBeNull();
    expect(within(map).getAllByText('Gin Tanqu...')).toHaveLength(3);
  });

  it('refills a bottle with Set Full and saves it', async () => {
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: /1\/25 Danger/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Dispenser' });
    await user.click(within(dialog).getByRole('button', { name: 'Set Full' }));
    expect(within(dialog).getByText('Level: 25 / 25')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Dispenser Saved!')).toBeTruthy();
    const [patch] = server.requests('PATCH /api/udispenser/bottles/:id');
    expect(patch.body).toMatchObject({ actualLevel: 25, dispenserCapacity: { id: '700ml' }, doserType: 'SPIRITS', alarmLevel: 2, barId: BAR.id });
  });

  it('shows the dispenser department error when the ingredient lookup fails, only from 3 characters', async () => {
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: /20\/25 Normal/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Dispenser' });
    const input = within(dialog).getByRole('combobox', { name: 'Ingredient' });
    await user.clear(input);
    await user.type(input, 'Gi');
    await new Promise((r) => setTimeout(r, 500));
    expect(server.requests('GET /api/uingredient/:kind/byName')).toEqual([]);
    await user.type(input, 'n');
    expect(await within(dialog).findByText('General Error - Dispenser Department', {}, { timeout: 3000 })).toBeTruthy();
  });

  it('lets a BARMAN look without editing, and reloads the map on a bar message', async () => {
    const { live } = render('BARMAN');
    const map = await screen.findByRole('group', { name: 'Bottle dispensers map' });
    expect(within(map).queryAllByRole('button')).toHaveLength(0);
    const bottleCalls = () => server.requests('GET /api/udispenser/bottles/').length;
    const before = bottleCalls();
    // a heartbeat with the same lists does not reload; moved lists do
    live.emit({ type: 'bar', payload: { bottleAlarm: [], bottleWarning: [] } } as never, BAR.id);
    live.emit({ type: 'bar', payload: { bottleAlarm: [{ dispenserId: 'b', ingredientId: GIN_ID }], bottleWarning: [] } } as never, BAR.id);
    await waitFor(() => expect(bottleCalls()).toBe(before + 1));
  });

  it('speaks Italian: tabs, legend, low bottles and the bottle editor, which still saves', async () => {
    await i18next.changeLanguage('it');
    const user = userEvent.setup();
    render();
    expect(screen.getByRole('heading', { level: 1, name: 'Posizioni' })).toBeInTheDocument();
    const tabs = screen.getByRole('tablist', { name: 'Tipi di erogatore' });
    expect(
      within(tabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Bottiglie', 'Bib', 'Taglierina', 'Ghiaccio']);
    await screen.findByRole('group', { name: 'Mappa degli erogatori di bottiglie' });
    expect(screen.getByText('3 erogatori · 1 sotto il 30% · 1 vuoti')).toBeInTheDocument();
    expect(within(screen.getByLabelText('Legenda')).getByText('Pericolo')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /1\/25 Pericolo/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Modifica erogatore' });
    expect(within(dialog).getByRole('combobox', { name: 'Formato bottiglia' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Imposta pieno' }));
    expect(within(dialog).getByText('Livello: 25 / 25')).toBeInTheDocument();
    await user.click(dialog.querySelector('button[type="submit"]')!);
    expect(await screen.findByText('Erogatore salvato!')).toBeInTheDocument();
  });
});
