import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchStub } from '../../test/fetch-stub';
import { renderBarScreen } from '../../test/render-bar-screen';
import { DispensersPage } from './dispensers-page';

/** SPEC §7: every dispenser save is a PATCH of the full dispenser object (the record, `_id` renamed `id`). */

const BAR = { id: '0b7c8a52-5f0e-4c43-9d7e-1f2a3b4c5d6e', name: 'Milano Duomo', version: 'ms3.1' as const };
const features = { bottles: true, bibs: true, granulars: true, garnish: true, leaves: true, ice: true, coffee: true };
const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const GIN = uuid(1);
const RUM = uuid(2);
const COLA = uuid(3);
const LIME = uuid(4);
const BEANS = uuid(5);

const RECORDS = {
  bottles: [
    {
      _id: uuid(10),
      barId: BAR.id,
      graphicCode: 'B1',
      enabled: true,
      fake: false,
      row: 0,
      column: 0,
      dispenserCapacity: { id: '700ml', description: '700 ml', capacity: 25 },
      doserType: 'SPIRITS',
      alarmLevel: 2,
      estimatedLevel: 20,
      actualLevel: 20,
      ingredientId: GIN,
      ingredient: { _id: GIN, name: 'Gin' },
    },
  ],
  bib: [
    {
      _id: uuid(20),
      barId: BAR.id,
      graphicCode: 'BIB1',
      beverageType: 'Sodas',
      robots: [{ tagName: 'R1', position: 1 }],
      valveIds: [{ _id: uuid(21), graphicCode: 'V1', flavourId: null, flavourName: null }],
    },
  ],
  granulars: [{ _id: uuid(30), barId: BAR.id, graphicCode: 'G1', dispensingTime: 300, ingredientId: null, ingredient: null }],
  garnishes: [{ _id: uuid(31), barId: BAR.id, graphicCode: 'C1', dispensingTime: 500, ingredientId: LIME, ingredient: { _id: LIME, name: 'Lime' } }],
  leaves: [{ _id: uuid(32), barId: BAR.id, graphicCode: 'L1', dispensingTime: 400, ingredientId: null, ingredient: null }],
  ice: [{ _id: uuid(33), barId: BAR.id, graphicCode: 'I1', dispensingTime: 1000 }],
  coffee: [{ _id: uuid(34), barId: BAR.id, graphicCode: 'K1', grinderTime: 2000, ingredientId: BEANS, ingredient: { _id: BEANS, name: 'Arabica' } }],
};
const LOOKUPS: Record<string, Array<{ _id: string; name: string }>> = { bottles: [{ _id: RUM, name: 'Rum Havana' }], flavours: [{ _id: COLA, name: 'Cola' }] };

const server = fetchStub();

beforeEach(() => {
  server.on({
    'GET /api/udispenser/:kind/': ({ params }) => RECORDS[params.kind as keyof typeof RECORDS] ?? [],
    'GET /api/uingredient/:kind/byName': ({ params }) => LOOKUPS[params.kind] ?? [],
    // the server answers the saved record
    'PATCH /api/udispenser/:kind/:id': ({ body }) => body,
  });
});

const render = (tab: string) =>
  renderBarScreen(<DispensersPage />, { bar: { ...BAR, features } as never, role: 'MAINT', path: '/dispensers/:tabActive', url: `/dispensers/${tab}` });

/** The body of the one PATCH the save sent, and where it went. */
async function savedPatch() {
  await waitFor(() => expect(server.requests('PATCH /api/udispenser/:kind/:id')).toHaveLength(1));
  const [patch] = server.requests('PATCH /api/udispenser/:kind/:id');
  return { path: patch.path, body: patch.body as Record<string, unknown> };
}

describe('dispenser saves send the full record', () => {
  it('bottles: the whole cell with the edited size, level and ingredient', async () => {
    const user = userEvent.setup();
    render('bottles');
    await user.click(await screen.findByRole('button', { name: /20\/25 Normal/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Dispenser' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Bottle size' }));
    await user.click(await screen.findByRole('option', { name: '1 lt' }));
    const ingredient = within(dialog).getByRole('combobox', { name: 'Ingredient' });
    await user.clear(ingredient);
    await user.type(ingredient, 'Rum');
    await user.click(await screen.findByRole('option', { name: 'Rum Havana' }, { timeout: 3000 }));
    await user.click(within(dialog).getByRole('button', { name: 'Set Full' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const { path, body } = await savedPatch();
    expect(path).toBe(`/api/udispenser/bottles/${uuid(10)}`);
    expect(body).toEqual({
      id: uuid(10),
      barId: BAR.id,
      graphicCode: 'B1',
      enabled: true,
      fake: false,
      row: 0,
      column: 0,
      dispenserCapacity: { id: '1lt', description: '1 lt', capacity: 37 },
      doserType: 'SPIRITS',
      alarmLevel: 2,
      estimatedLevel: 20,
      actualLevel: 37,
      ingredientId: RUM,
      ingredient: { id: RUM, name: 'Rum Havana' },
    });
  });

  it('bib valves: the whole valve with its flavour id and name', async () => {
    const user = userEvent.setup();
    render('bibs');
    await user.click(await screen.findByRole('button', { name: 'V1: UNASSIGNED' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('combobox', { name: 'Flavour' }), 'Co');
    await user.click(await screen.findByRole('option', { name: 'Cola' }, { timeout: 3000 }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const { path, body } = await savedPatch();
    expect(path).toBe(`/api/udispenser/valv/${uuid(21)}`);
    expect(body).toEqual({ id: uuid(21), graphicCode: 'V1', flavourId: COLA, flavourName: 'Cola', barId: BAR.id });
  });

  it.each([
    [
      'granular',
      'granulars',
      'Dispensing time (ms)',
      { id: uuid(30), barId: BAR.id, graphicCode: 'G1', dispensingTime: 350, ingredientId: null, ingredient: null },
    ],
    [
      'cutter',
      'garnishes',
      'Dispensing time (ms)',
      { id: uuid(31), barId: BAR.id, graphicCode: 'C1', dispensingTime: 350, ingredientId: LIME, ingredient: { id: LIME, name: 'Lime' } },
    ],
    ['leaves', 'leaves', 'Dispensing time (ms)', { id: uuid(32), barId: BAR.id, graphicCode: 'L1', dispensingTime: 350, ingredientId: null, ingredient: null }],
    ['ice', 'ice', 'Dispensing time (ms)', { id: uuid(33), barId: BAR.id, graphicCode: 'I1', dispensingTime: 350 }],
    [
      'coffee',
      'coffee',
      'Grinder time (ms)',
      { id: uuid(34), barId: BAR.id, graphicCode: 'K1', grinderTime: 350, ingredientId: BEANS, ingredient: { id: BEANS, name: 'Arabica' } },
    ],
  ])('%s: the whole record with the edited timing', async (tab, kind, timeLabel, expected) => {
    const user = userEvent.setup();
    render(tab);
    await user.click(await screen.findByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Dispenser' });
    const time = within(dialog).getByRole('spinbutton', { name: timeLabel });
    await user.clear(time);
    await user.type(time, '350');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const { path, body } = await savedPatch();
    expect(path).toBe(`/api/udispenser/${kind}/${expected.id}`);
    expect(body).toEqual(expected);
  });
});
