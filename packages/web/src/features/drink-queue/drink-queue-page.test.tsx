import { describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18next } from '../../lib/i18n/i18n';
import { failure, fetchStub, type StubHandler } from '../../test/fetch-stub';
import { renderBarScreen } from '../../test/render-bar-screen';
import type { DrinkRow } from './api/drink-row';
import { DrinkQueueView } from './drink-queue-page';
import { drinkRow, liveDrink } from './test/drink-fixture';

const server = fetchStub();

const ms31 = { id: 'bar-1', name: 'Milano Duomo', version: 'ms3.1' as const };
const ms1 = { id: 'bar-1', name: 'Las Vegas Strip', version: 'ms1' as const };

/** The queue's actions: unlock a conveyor, remake, change the priority, delete. */
const ACTIONS = ['POST /api/ubar/bars/unlockConveyor', 'POST /api/uorder/drink/:id/remake', 'PATCH /api/uorder/drink/:id', 'DELETE /api/uorder/drink/:id'];

/** The queue answers `drinks`; every action answers `action`. */
function answerActive(drinks: DrinkRow[], action: StubHandler = () => ({})) {
  server.on({ 'GET /api/uorder/drink/active': drinks, ...Object.fromEntries(ACTIONS.map((route) => [route, action])) });
}
const remakes = () => server.requests('POST /api/uorder/drink/:id/remake');

/** Waits until the queue has loaded (the sections replace the skeletons). */
const loaded = () => screen.findByRole('region', { name: /^Open Drinks/ });
const section = (title: string) => within(screen.getByRole('region', { name: new RegExp(`^${title}`) }));
const rowOf = (title: string, text: string) => section(title).getByText(text).closest('tr') as HTMLElement;

describe('Drink queue sections', { timeout: 20_000 }, () => {
  it('shows the four sections with counts, names or their fallbacks, YES/NO priority and positions in boxes', async () => {
    answerActive([
      drinkRow({ status: 'ready', recipe: { name: 'Negroni', price: 9, category: '', ingredients: [] }, name: 'Ada', deliveryPosition: 3 }),
      drinkRow({ status: 'delivering', recipe: { name: 'Spritz', price: 7, category: '', ingredients: [] }, deliveryPosition: 5 }),
      drinkRow({ status: 'producing', recipe: { name: '', price: 7, category: '', ingredients: [] }, name: null }),
      drinkRow({ status: 'open', recipe: { name: 'Mojito', price: 7, category: '', ingredients: [] }, priority: true }),
    ]);
    renderBarScreen(<DrinkQueueView bar={ms31} />, { bar: ms31 });
    await loaded();

    expect(await screen.findByRole('heading', { level: 1, name: 'Milano Duomo' })).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Ready Drinks', 'Delivering Drinks', 'Producing Drink', 'Open Drinks']);
    expect(await section('Ready Drinks').findByText('Negroni')).toBeInTheDocument();
    for (const title of ['Ready Drinks', 'Delivering Drinks', 'Producing Drink', 'Open Drinks']) {
      expect(section(title).getByLabelText('1 drinks')).toBeInTheDocument();
    }
    expect(section('Ready Drinks').getByLabelText('Delivery position 3')).toHaveTextContent('3');
    expect(section('Delivering Drinks').getByLabelText('Delivery position 5')).toBeInTheDocument();
    expect(section('Producing Drink').getByText('NO RECIPE NAME FOUND')).toBeInTheDocument();
    expect(within(rowOf('Producing Drink', 'NO RECIPE NAME FOUND')).getByText('-')).toBeInTheDocument();
    expect(within(rowOf('Ready Drinks', 'Negroni')).getByText('NO')).toBeInTheDocument();
    expect(within(rowOf('Open Drinks', 'Mojito')).getByText('YES')).toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Robot' })).toBeNull();
  });

  it('titles the screen Drink Queue when the bar has no name', async () => {
    answerActive([]);
    renderBarScreen(<DrinkQueueView bar={{ ...ms31, name: '' }} />, { bar: ms31 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Drink Queue' })).toBeInTheDocument();
  });

  it('sorts open drinks priority first, then oldest first', async () => {
    answerActive([
      drinkRow({ status: 'open', recipe: { name: 'Old plain', price: 1, category: '', ingredients: [] }, minutesAgo: 9 }),
      drinkRow({ status: 'open', recipe: { name: 'New urgent', price: 1, category: '', ingredients: [] }, priority: true, minutesAgo: 1 }),
      drinkRow({ status: 'open', recipe: { name: 'New plain', price: 1, category: '', ingredients: [] }, minutesAgo: 2 }),
      drinkRow({ status: 'open', recipe: { name: 'Old urgent', price: 1, category: '', ingredients: [] }, priority: true, minutesAgo: 4 }),
    ]);
    renderBarScreen(<DrinkQueueView bar={ms31} />, { bar: ms31 });
    await loaded();
    await section('Open Drinks').findByText('Old plain');
    const names = section('Open Drinks')
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.querySelectorAll('td')[2].textContent);
    expect(names).toEqual(['Old urgent', 'New urgent', 'Old plain', 'New plain']);
  });

  it('colours the wait of a drink waiting past the thresholds', async () => {
    answerActive([
      drinkRow({ status: 'open', recipe: { name: 'Fresh', price: 1, category: '', ingredients: [] }, minutesAgo: 1 }),
      drinkRow({ status: 'open', recipe: { name: 'Slow', price: 1, category: '', ingredients: [] }, minutesAgo: 6 }),
      drinkRow({ status: 'open', recipe: { name: 'Stuck', price: 1, category: '', ingredients: [] }, minutesAgo: 30 }),
    ]);
    renderBarScreen(<DrinkQueueView bar={ms31} />, { bar: ms31 });
    await loaded();
    await section('Open Drinks').findByText('Fresh');
    const level = (name: string) => rowOf('Open Drinks', name).querySelector('[data-level]')?.getAttribute('data-level');
    expect(level('Fresh')).toBe('normal');
    expect(level('Slow')).toBe('warning');
    expect(level('Stuck')).toBe('error');
    expect(rowOf('Open Drinks', 'Slow')).toHaveTextContent(/06:0\d/);
  });
});

describe('Drink queue actions by version', { timeout: 20_000 }, () => {
  const rows = () => [
    drinkRow({
      status: 'ready',
      recipe: { name: 'Ready one', price: 1, category: '', ingredients: [] },
      deliveryPosition: 2,
      robotSelection: { displayName: 'Tipsy Left' },
    }),
    drinkRow({ status: 'delivering', recipe: { name: 'Delivering one', price: 1, category: '', ingredients: [] }, deliveryPosition: 4 }),
    drinkRow({ status: 'producing', recipe: { name: 'Producing one', price: 1, category: '', ingredients: [] } }),
    drinkRow({ status: 'open', recipe: { name: 'Open one', price: 1, category: '', ingredients: [] } }),
  ];

  it('ms3.1: Remake on ready, delivering and producing; delete on producing and open; priority on open; no unlock', async () => {
    answerActive(rows());
    renderBarScreen(<DrinkQueueView bar={ms31} />, { bar: ms31 });
    await loaded();
    await section('Ready Drinks').findByText('Ready one');
    for (const name of ['Ready one', 'Delivering one', 'Producing one'])
      expect(screen.getByRole('button', { name: `Remake ${name}` })).toHaveTextContent('Remake');
    expect(screen.queryByRole('button', { name: 'Remake Open one' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Delete Producing one' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Open one' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Ready one' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete Delivering one' })).toBeNull();
    expect(screen.getByRole('switch', { name: 'Priority of Open one' })).not.toBeChecked();
    expect(screen.queryByRole('switch', { name: 'Priority of Producing one' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Unlock Conveyor' })).toBeNull();
  });

  it('ms1: a Robot column, Remake as an icon on every row including open, Unlock Conveyor on ready rows', async () => {
    answerActive(rows());
    renderBarScreen(<DrinkQueueView bar={ms1} />, { bar: ms1 });
    await loaded();
    await section('Ready Drinks').findByText('Ready one');
    expect(within(rowOf('Ready Drinks', 'Ready one')).getByText('Tipsy Left')).toBeInTheDocument();
    expect(section('Ready Drinks').getByRole('columnheader', { name: 'Robot' })).toBeInTheDocument();
    for (const name of ['Ready one', 'Delivering one', 'Producing one', 'Open one']) {
      expect(screen.getByRole('button', { name: `Remake ${name}` })).not.toHaveTextContent('Remake');
    }
    expect(within(rowOf('Ready Drinks', 'Ready one')).getByRole('button', { name: 'Unlock Conveyor' })).toBeEnabled();
    expect(within(rowOf('Delivering Drinks', 'Delivering one')).queryByRole('button', { name: 'Unlock Conveyor' })).toBeNull();
  });

  it('Unlock Conveyor sends the drink position and shows the success toast', async () => {
    answerActive(rows(), () => ({ status: 'done' }));
    renderBarScreen(<DrinkQueueView bar={ms1} />, { bar: ms1 });
    await loaded();
    await userEvent.click(await screen.findByRole('button', { name: 'Unlock Conveyor' }));
    expect(await screen.findByText('Conveyor Unlocked Successfully')).toBeInTheDocument();
    expect(server.requests('POST /api/ubar/bars/unlockConveyor')).toEqual([
      expect.objectContaining({ body: expect.objectContaining({ deliveryPosition: 2, barId: 'bar-1' }) }),
    ]);
  });

  it('Remake orders the same drink again: Drink Ordered Successfully, or Drink Order error! on failure', async () => {
    let fail = false;
    answerActive(rows(), () => (fail ? failure(409, 'The bar is closed.') : drinkRow()));
    renderBarScreen(<DrinkQueueView bar={ms31} />, { bar: ms31 });
    await loaded();
    await userEvent.click(await screen.findByRole('button', { name: 'Remake Producing one' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remake' }));
    expect(await screen.findByText('Drink Ordered Successfully')).toBeInTheDocument();
    expect(remakes()[0]).toMatchObject({ method: 'POST', headers: { 'x-bar': 'bar-1' } });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fail = true;
    await userEvent.click(screen.getByRole('button', { name: 'Remake Ready one' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remake' }));
    expect(await screen.findByText(/^Drink Order error!/)).toBeInTheDocument();
  });

  it('Remake asks first, naming the drink (recipe and customer) and the bar; Cancel sends nothing', async () => {
    const drinks = rows().map((row) => ({ ...row, name: row.status === 'delivering' ? 'Ann' : null }));
    answerActive(drinks, () => drinkRow());
    renderBarScreen(<DrinkQueueView bar={ms31} />, { bar: ms31 });
    await loaded();
    await userEvent.click(await screen.findByRole('button', { name: 'Remake Delivering one' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('Remake Delivering one for Ann at Milano Duomo? A new drink joins the queue.');
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(remakes()).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Remake Ready one' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('Remake Ready one at Milano Duomo? A new drink joins the queue.');
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remake' }));
    expect(await screen.findByText('Drink Ordered Successfully')).toBeInTheDocument();
    expect(remakes().map((request) => request.path)).toEqual([`/api/uorder/drink/${drinks[0].id}/remake`]);
  });

  it('keeps Remake and Delete at opposite ends of a row, never side by side', async () => {
    for (const bar of [ms31, ms1]) {
      answerActive(rows());
      const view = renderBarScreen(<DrinkQueueView bar={bar} />, { bar });
      await loaded();
      const cells = within(await waitFor(() => rowOf('Producing Drink', 'Producing one'))).getAllByRole('cell');
      expect(within(cells[0]).getByRole('button', { name: 'Remake Producing one' })).toBeInTheDocument();
      expect(within(cells[0]).queryByRole('button', { name: 'Delete Producing one' })).toBeNull();
      expect(within(cells.at(-1)!).getByRole('button', { name: 'Delete Producing one' })).toBeInTheDocument();
      expect(within(cells.at(-1)!).queryByRole('button', { name: 'Remake Producing one' })).toBeNull();
      view.unmount();
    }
  });

  it('the priority toggle sends the new priority: Priority Updated / Priority Update error!', async () => {
    let fail = false;
    answerActive(rows(), () => (fail ? failure(409, 'Only open drinks can change priority.') : {}));
    renderBarScreen(<DrinkQueueView bar={ms31} />, { bar: ms31 });
    await loaded();
    await userEvent.click(await screen.findByRole('switch', { name: 'Priority of Open one' }));
    expect(await screen.findByText('Priority Updated')).toBeInTheDocument();
    expect(server.requests('PATCH /api/uorder/drink/:id')[0]).toMatchObject({ body: { priority: true } });
    fail = true;
    await userEvent.click(screen.getByRole('switch', { name: 'Priority of Open one' }));
    expect(await screen.findByText('Priority Update error! — Only open drinks can change priority.')).toBeInTheDocument();
  });

  it('delete asks in a Delete Recipe dialog; Cancel sends nothing, Delete sends and toasts', async () => {
    answerActive(rows());
    renderBarScreen(<DrinkQueueView bar={ms31} />, { bar: ms31 });
    await loaded();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Open one' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Recipe' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.requests('DELETE /api/uorder/drink/:id')).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Producing one' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Delete Recipe' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Drink Deleted Successfully')).toBeInTheDocument();
    const [del] = server.requests('DELETE /api/uorder/drink/:id');
    expect(del.path).toMatch(/^\/api\/uorder\/drink\/d\d+$/);
  });

  it('a refused delete shows Drink Delete error!', async () => {
    answerActive(rows(), () => failure(409, 'Only open or producing drinks can be deleted.'));
    renderBarScreen(<DrinkQueueView bar={ms31} />, { bar: ms31 });
    await loaded();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Open one' }));
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Delete Recipe' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Drink Delete error! — Only open or producing drinks can be deleted.')).toBeInTheDocument();
  });
});

describe('Drink queue in Italian', { timeout: 20_000 }, () => {
  it('shows the sections, fallbacks and buttons in Italian, and deletes a drink', async () => {
    await i18next.changeLanguage('it');
    answerActive([
      drinkRow({ status: 'ready', recipe: { name: 'Negroni', price: 9, category: '', ingredients: [] }, name: 'Ada', deliveryPosition: 3 }),
      drinkRow({ status: 'open', recipe: { name: '', price: 7, category: '', ingredients: [] }, name: null, priority: true }),
    ]);
    renderBarScreen(<DrinkQueueView bar={{ ...ms31, name: '' }} />, { bar: ms31 });
    expect(await screen.findByRole('heading', { level: 1, name: 'Coda drink' })).toBeInTheDocument();
    await screen.findByRole('region', { name: /^Drink in coda/ });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Drink pronti',
      'Drink in consegna',
      'Drink in preparazione',
      'Drink in coda',
    ]);
    expect(section('Drink pronti').getByLabelText('Posizione di consegna 3')).toBeInTheDocument();
    expect(section('Drink in coda').getByText('SÌ')).toBeInTheDocument();
    expect(section('Drink in consegna').getByText('Nessun risultato')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Rifai Negroni' })).toHaveTextContent('Rifai');
    await userEvent.click(screen.getByRole('button', { name: 'Elimina NOME RICETTA NON TROVATO' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Elimina drink' }));
    expect(dialog.getByText('Eliminare NOME RICETTA NON TROVATO dalla coda? Il bar non lo preparerà.')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Elimina' }));
    expect(await screen.findByText('Drink eliminato')).toBeInTheDocument();
  });
});

describe('Drink queue live updates', { timeout: 20_000 }, () => {
  it('adds a pushed open drink, moves a drink between sections, and removes it once delivered', async () => {
    answerActive([]);
    const { live } = renderBarScreen(<DrinkQueueView bar={ms31} />, { bar: ms31 });
    await loaded();
    await screen.findByRole('heading', { level: 1, name: 'Milano Duomo' });
    await waitFor(() => expect(section('Open Drinks').getByText('No Results')).toBeInTheDocument());

    const drink = liveDrink({ status: 'open', recipe: { name: 'Live Negroni', price: 9, category: '', ingredients: [] } });
    act(() => live.emit({ type: 'drink', payload: drink }, 'bar-1'));
    expect(await section('Open Drinks').findByText('Live Negroni')).toBeInTheDocument();

    act(() => live.emit({ type: 'drink', payload: { ...drink, status: 'producing' } }, 'bar-1'));
    expect(await section('Producing Drink').findByText('Live Negroni')).toBeInTheDocument();
    expect(section('Open Drinks').queryByText('Live Negroni')).toBeNull();

    act(() => live.emit({ type: 'drink', payload: { ...drink, status: 'ready', deliveryPosition: 7 } }, 'bar-1'));
    expect(await section('Ready Drinks').findByLabelText('Delivery position 7')).toBeInTheDocument();
    expect(section('Producing Drink').queryByText('Live Negroni')).toBeNull();

    act(() => live.emit({ type: 'drink', payload: { ...drink, status: 'delivered' } }, 'bar-1'));
    await waitFor(() => expect(screen.queryByText('Live Negroni')).toBeNull());
    expect(section('Ready Drinks').getByLabelText('0 drinks')).toBeInTheDocument();
  });

  it('ignores drinks of another bar and payloads that are not drinks', async () => {
    answerActive([]);
    const { live } = renderBarScreen(<DrinkQueueView bar={ms31} />, { bar: ms31 });
    await loaded();
    await screen.findByRole('heading', { level: 1, name: 'Milano Duomo' });
    await waitFor(() => expect(section('Open Drinks').getByText('No Results')).toBeInTheDocument());
    act(() => live.emit({ type: 'drink', payload: liveDrink({ recipe: { name: 'Elsewhere', price: 1, category: '', ingredients: [] } }) }, 'bar-9'));
    act(() => live.emit({ type: 'drink', payload: { hello: 'world' } }, 'bar-1'));
    // A drink of this bar afterwards does arrive, so the two above had their chance.
    act(() => live.emit({ type: 'drink', payload: liveDrink({ recipe: { name: 'Here', price: 1, category: '', ingredients: [] } }) }, 'bar-1'));
    expect(await section('Open Drinks').findByText('Here')).toBeInTheDocument();
    expect(screen.queryByText('Elsewhere')).toBeNull();
    expect(section('Open Drinks').getByLabelText('1 drinks')).toBeInTheDocument();
  });
});
