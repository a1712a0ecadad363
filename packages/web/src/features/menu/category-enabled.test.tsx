import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchStub, type StubHandler } from '../../test/fetch-stub';
import { renderBarScreen } from '../../test/render-bar-screen';
import { CategoriesView } from './categories-page';

/** SPEC §3: a recipe category has `enabled`; the console edits it and shows a disabled category as such. */

const BAR = { id: '0b7c8a52-5f0e-4c43-9d7e-1f2a3b4c5d6e', name: 'Milano Duomo', version: 'ms3.1' as const };
const row = (id: string, name: string, order: number, enabled: boolean) => ({
  _id: id,
  barId: BAR.id,
  name,
  color: '#C0392B',
  price: 9,
  isCoffee: false,
  enabled,
  order,
  recipeCount: 2,
});
const CATEGORIES = [row('c1', 'Classics', 0, true), row('c2', 'Winter Specials', 1, false)];

const server = fetchStub();
const saved: StubHandler = ({ body }) => ({ ...CATEGORIES[0], ...(body as object) });

beforeEach(() => {
  server.on({
    'GET /api/udrink/categories/': { data: CATEGORIES, count: 2, page: 0, perPage: 10000 },
    'PATCH /api/udrink/categories/:id': saved,
    'POST /api/udrink/categories/create': saved,
  });
});

const sent = (method: string) =>
  server
    .requests()
    .filter((request) => request.method === method)
    .map(({ path, body }) => ({ path, body }));

describe('recipe category enabled', () => {
  it('marks a disabled category in the list', async () => {
    renderBarScreen(<CategoriesView barId={BAR.id} canManage={false} />, { bar: BAR });
    const disabled = await screen.findByRole('row', { name: /Winter Specials/ });
    expect(within(disabled).getByText('Disabled')).toBeInTheDocument();
    const classics = screen.getByRole('row', { name: /Classics/ });
    expect(within(classics).getByText('Enabled')).toBeInTheDocument();
    expect(within(classics).queryByText('Disabled')).not.toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: 'Status' })).toBeInTheDocument();
  });

  it('switches a category off from its Edit dialog', async () => {
    const user = userEvent.setup();
    renderBarScreen(<CategoriesView barId={BAR.id} canManage />, { bar: BAR });
    await user.click(await screen.findByRole('button', { name: 'Edit Classics' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Category' });
    const enabled = within(dialog).getByRole('checkbox', { name: 'Enabled' });
    expect(enabled).toBeChecked();
    await user.click(enabled);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent('PATCH')).toHaveLength(1));
    expect(sent('PATCH')[0]).toEqual({
      path: '/api/udrink/categories/c1',
      body: { name: 'Classics', color: '#C0392B', price: 9, isCoffee: false, enabled: false, barId: BAR.id },
    });
    expect(await screen.findByText('Category Saved!')).toBeInTheDocument();
  });

  it('switches a disabled category back on, and creates a category disabled', async () => {
    const user = userEvent.setup();
    renderBarScreen(<CategoriesView barId={BAR.id} canManage />, { bar: BAR });
    await user.click(await screen.findByRole('button', { name: 'Edit Winter Specials' }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit Category' });
    expect(within(dialog).getByRole('checkbox', { name: 'Enabled' })).not.toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: 'Enabled' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent('PATCH')).toHaveLength(1));
    expect(sent('PATCH')[0]).toMatchObject({ path: '/api/udrink/categories/c2', body: { enabled: true } });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Add' }));
    dialog = await screen.findByRole('dialog', { name: 'Add Category' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Late Night');
    await user.type(within(dialog).getByRole('spinbutton', { name: 'Price' }), '7.5');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Enabled' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(sent('POST')).toHaveLength(1));
    expect(sent('POST')[0]).toMatchObject({ path: '/api/udrink/categories/create', body: { name: 'Late Night', price: 7.5, enabled: false } });
  });
});
