import { expect, test, type APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, dismissPromoUpFront, pickBar, signInWithForm } from './helpers';

/**
 * Controls that stay safe under pressure: during an outage staff can still close the bar, and the
 * server refuses orders for it at once.
 *
 * The offline bar is a bar made for this journey through the API: no bar controller has ever
 * connected to it, so the server has no live check for it and treats it as offline exactly as it
 * treats a demo bar whose link went down (the demo bars all have a simulator connected). It is
 * opened through its settings first, which the bar would be told when it connects.
 */

interface Session {
  token: string;
  headers: Record<string, string>;
}

async function signInApi(request: APIRequestContext, email: string): Promise<Session> {
  const login = await request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(login.ok(), await login.text()).toBe(true);
  const { accessToken } = (await login.json()) as { accessToken: string };
  return { token: accessToken, headers: { authorization: `Bearer ${accessToken}` } };
}

/** An open ms3.1 bar with one menu recipe, never connected: offline. */
async function offlineBar(request: APIRequestContext, session: Session, name: string) {
  const created = await request.post('/api/ubar/bars/create', {
    headers: session.headers,
    data: { name, version: 'ms3.1', instanceInfos: { placeName: 'Via Roma 1, Torino' }, geoPosition: { lat: 45.07, lng: 7.68 } },
  });
  expect(created.status(), await created.text()).toBe(201);
  const barId = ((await created.json()) as { _id: string })._id;
  const bar = { ...session.headers, 'x-bar': barId };
  const opened = await request.put(`/api/ubar/bars/${barId}`, { headers: session.headers, data: { open: true } });
  expect(opened.ok(), await opened.text()).toBe(true);
  const category = await request.post('/api/udrink/categories/create', { headers: bar, data: { name: 'Basics', color: '#3366AA', price: 2 } });
  expect(category.status(), await category.text()).toBe(201);
  const recipe = await request.post('/api/udrink/recipes/create', {
    headers: bar,
    data: {
      categoryId: ((await category.json()) as { _id: string })._id,
      name: 'Ice cup',
      ingredients: [{ ingredientType: 'Ice', ingredientName: 'Ice', quantity: 2 }],
    },
  });
  expect(recipe.status(), await recipe.text()).toBe(201);
  return { barId, recipeId: ((await recipe.json()) as { _id: string })._id };
}

test('an offline bar is closed from Activity after confirming, and the API then refuses orders for it', async ({ page, request }) => {
  const name = `Outage ${Date.now().toString(36)}`;
  const session = await signInApi(request, 'superadmin@demo.bar');
  const { barId, recipeId } = await offlineBar(request, session, name);

  await dismissPromoUpFront(page);
  await page.goto('/');
  await signInWithForm(page, 'superadmin@demo.bar');
  await expect(page.getByTestId('live-status')).toHaveAttribute('data-state', 'connected');
  await pickBar(page, name);

  await expect(page.getByTestId('bar-status')).toContainText('OFFLINE');
  const controls = page.getByRole('region', { name: 'Controls' });
  await expect(controls.getByRole('button', { name: 'General Start' })).toBeDisabled();
  const modes = page.getByRole('region', { name: 'Modes' });
  await modes.getByRole('switch', { name: 'Bar open' }).click();
  const confirm = page.getByRole('dialog', { name: 'Close the bar' });
  await expect(confirm).toContainText(`Close ${name}? No new orders are taken from any sales channel`);
  await expect(confirm).toContainText('The bar is offline: it is closed here now and told as soon as it reconnects.');
  await confirm.getByRole('button', { name: 'Close bar' }).click();
  await expect(page.getByText('Bar is now closed')).toBeVisible();
  await expect(modes.getByRole('switch', { name: 'Bar closed' })).not.toBeChecked();
  // opening needs the bar online
  await expect(modes.getByRole('switch', { name: 'Bar closed' })).toBeDisabled();
  await expect(page.getByTestId('open-pending')).toHaveText('Closed here for every sales channel. The bar is offline: it is told as soon as it reconnects.');

  const order = await request.post('/api/ubar/bars/orderDrink', {
    headers: session.headers,
    data: { barId, recipe: { _id: recipeId }, orderName: 'During the outage' },
  });
  expect(order.status()).toBe(409);
  expect(((await order.json()) as { message: string }).message).toBe('The bar is closed.');
  const current = await request.get('/api/ubar/bars/current', { headers: { ...session.headers, 'x-bar': barId } });
  expect(await current.json()).toMatchObject({ open: false, openPending: true });
});
