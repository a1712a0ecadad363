import { expect, test, type Page } from '@playwright/test';
import { dismissPromoUpFront, pickBar, signInWithForm } from './helpers';

/** The activity screen of a demo bar, driven by its simulated controller. */
async function openBar(page: Page, email: string, bar: string): Promise<void> {
  await dismissPromoUpFront(page);
  await page.goto('/');
  await signInWithForm(page, email);
  await expect(page.getByText('Please select a bar to start.')).toBeVisible();
  await expect(page.getByTestId('live-status')).toHaveAttribute('data-state', 'connected');
  await pickBar(page, bar);
}

const strip = (page: Page) => page.getByRole('region', { name: 'Bar status strip' });

test.describe('live operations', () => {
  test('a maintainer sees the bar online, stops and restarts a robot and sees it change live', async ({ page }) => {
    await openBar(page, 'maint@demo.bar', 'Milano Duomo');
    await expect(page.getByTestId('bar-status')).not.toContainText('OFFLINE');
    await expect(strip(page).getByRole('button', { name: 'Fences' })).toBeVisible();
    await expect(strip(page).getByRole('button', { name: 'General Start' })).toBeVisible();
    await expect(strip(page).getByRole('button', { name: /^Cups (Ok|Alarm)$/ })).toBeVisible();
    await expect(strip(page).getByText('Bar is OFFLINE')).toBeHidden();

    const card = page.getByTestId('robot-card-MI-R1');
    await expect(card.getByTestId('robot-status')).not.toHaveText('STOP');
    await card.getByRole('button', { name: 'Stop Toni Left' }).click();
    await expect(page.getByText('Robot stopped!')).toBeVisible();
    await expect(card.getByTestId('robot-status')).toHaveText('STOP');

    const recent = page.getByRole('table', { name: 'Recent commands' });
    const stopRow = recent.getByRole('row', { name: /Robot stop: MI-R1/ }).first();
    await expect(stopRow).toContainText('Matteo Maint');
    await expect(stopRow).toContainText('done');

    await card.getByRole('button', { name: 'Start Toni Left' }).click();
    await expect(page.getByText('Robot started!')).toBeVisible();
    await expect(card.getByTestId('robot-status')).not.toHaveText('STOP');
  });

  test('closing the bar acts on the simulated bar and the screen follows without reloading', async ({ page }) => {
    await openBar(page, 'maint@demo.bar', 'Roma Termini');
    await expect(page.getByText('A closed bar prevents new orders to be processed from every sales channel')).toBeVisible();
    await page.getByRole('switch', { name: 'Bar open' }).click();
    const confirm = page.getByRole('dialog', { name: 'Close the bar' });
    await expect(confirm).toContainText('Close Roma Termini? No new orders are taken from any sales channel');
    await confirm.getByRole('button', { name: 'Close bar' }).click();
    await expect(page.getByText('Bar is now closed')).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Bar closed' })).not.toBeChecked();
    const recent = page.getByRole('table', { name: 'Recent commands' });
    await expect(recent.getByRole('row', { name: /Bar open\/closed: closed/ }).first()).toContainText('done');

    await page.getByRole('switch', { name: 'Bar closed' }).click();
    await expect(page.getByText('Bar is now open to accept orders')).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Bar open' })).toBeChecked();
  });

  test('Fences restores at once; General Start asks first, naming the bar, and starts the bar', async ({ page }) => {
    await openBar(page, 'maint@demo.bar', 'Torino Lingotto');
    await strip(page).getByRole('button', { name: 'Fences' }).click();
    await expect(page.getByText('Fences restored!')).toBeVisible();
    await expect(page.getByRole('dialog')).toBeHidden();
    await strip(page).getByRole('button', { name: 'General Start' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toContainText('Start every robot of Torino Lingotto?');
    await dialog.getByRole('button', { name: 'Start' }).click();
    await expect(page.getByText('Started!')).toBeVisible();
    await expect(page.getByTestId('bar-status')).toHaveText('RUNNING');
  });

  test('the status strip follows to other bar screens and the dashboard shows today', async ({ page }) => {
    await openBar(page, 'maint@demo.bar', 'Milano Duomo');
    await expect(page.getByRole('region', { name: 'Daily Orders' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Sales Today' })).toBeVisible();
    await page.getByRole('link', { name: 'Drink Queue' }).click();
    await expect(strip(page).getByRole('button', { name: 'Fences' })).toBeVisible();
    await expect(strip(page).getByRole('button', { name: /^Less than 30%: \d+$/ })).toBeVisible();
    await expect(strip(page).getByRole('button', { name: /^Empty: \d+$/ })).toBeVisible();
  });

  test('a barman watches but cannot control', async ({ page }) => {
    await openBar(page, 'barman@demo.bar', 'Milano Duomo');
    await expect(page.getByText('Your role can watch this bar but not control it.')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Controls' }).getByRole('button', { name: 'General Start' })).toBeDisabled();
    await expect(strip(page).getByRole('button', { name: 'Fences' })).toBeDisabled();
  });
});
