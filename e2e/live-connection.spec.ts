import { expect, test, type Page, type WebSocketRoute } from '@playwright/test';
import { dismissPromoUpFront, pickBar, signInWithForm } from './helpers';

const LIVE_LOST = 'Live updates lost — reconnecting… The data on this screen may be out of date.';

/**
 * Puts the console's broker connection (/mqtt) under the test's control: `cut()` drops it and
 * refuses every reconnect, `restore()` lets the next reconnect through to the real broker.
 */
async function controlBroker(page: Page) {
  let refusing = false;
  const open: WebSocketRoute[] = [];
  await page.routeWebSocket(/\/mqtt$/, (socket) => {
    if (refusing) {
      void socket.close();
      return;
    }
    socket.connectToServer();
    open.push(socket);
  });
  return {
    async cut() {
      refusing = true;
      await Promise.all(open.splice(0).map((socket) => socket.close()));
    },
    restore() {
      refusing = false;
    },
  };
}

const strip = (page: Page) => page.getByRole('region', { name: 'Bar status strip' });
const liveStatus = (page: Page) => page.getByTestId('live-status');

test('a lost live connection is obvious, freezes the controls, and the screen catches up when it is back', async ({ page }) => {
  await dismissPromoUpFront(page);
  const broker = await controlBroker(page);
  await page.goto('/');
  await signInWithForm(page, 'maint@demo.bar');
  await expect(liveStatus(page)).toHaveAttribute('data-state', 'connected');
  // No warning while signing in and connecting.
  await expect(page.getByText(LIVE_LOST)).toBeHidden();
  await pickBar(page, 'Milano Duomo');

  await page.getByRole('link', { name: 'Drink Queue' }).click();
  await expect(page.getByRole('region', { name: /^Open Drinks/ })).toBeVisible();
  await expect(strip(page).getByRole('button', { name: 'Fences' })).toBeEnabled();

  await broker.cut();

  await expect(page.getByText(LIVE_LOST)).toBeVisible();
  await expect(liveStatus(page)).not.toHaveAttribute('data-state', 'connected');
  await expect(liveStatus(page)).not.toContainText('Offline');
  await expect(strip(page)).toHaveAttribute('data-stale', 'true');
  await expect(strip(page).getByRole('button', { name: 'Fences' })).toBeDisabled();
  await expect(strip(page).getByRole('button', { name: 'General Start' })).toBeDisabled();
  await expect(page.locator('main [data-stale="true"]').filter({ has: page.getByRole('region', { name: /^Open Drinks/ }) })).toBeVisible();
  for (const remake of await page.getByRole('button', { name: /^Remake / }).all()) await expect(remake).toBeDisabled();

  await page.getByRole('link', { name: 'Activity' }).click();
  const controls = page.getByRole('region', { name: 'Controls' });
  await expect(controls.getByRole('button', { name: 'General Stop' })).toBeDisabled();
  await expect(page.getByText(LIVE_LOST)).toBeVisible();

  // Back: the bar's data is asked for again and the controls return.
  const reloaded = page.waitForRequest((request) => request.url().includes('/api/ubar/commands/'));
  broker.restore();
  await expect(liveStatus(page)).toHaveAttribute('data-state', 'connected', { timeout: 15_000 });
  await reloaded;
  await expect(page.getByText(LIVE_LOST)).toBeHidden();
  await expect(controls.getByRole('button', { name: 'General Stop' })).toBeEnabled();
  await expect(strip(page).getByRole('button', { name: 'Fences' })).toBeEnabled();
  await expect(strip(page)).not.toHaveAttribute('data-stale', 'true');
});
