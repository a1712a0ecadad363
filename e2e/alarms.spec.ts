import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, dismissPromoUpFront, pickBar, signInWithForm } from './helpers';

const BAR = 'Milano Duomo';

interface BottleCell {
  _id: string;
  fake: boolean;
  enabled: boolean;
  ingredientId: string | null;
  actualLevel: number;
  alarmLevel: number;
  doserType: string;
  dispenserCapacity: { id: string; capacity: number };
}

interface AlarmView {
  _id: string;
  subjectId: string;
  subjectName: string | null;
  state: string;
}

async function apiAs(request: APIRequestContext, email: string) {
  const login = await request.post('/api/auth/login', { data: { email, password: DEMO_PASSWORD } });
  expect(login.status()).toBe(200);
  const { accessToken } = (await login.json()) as { accessToken: string };
  const auth = { Authorization: `Bearer ${accessToken}` };
  const bars = (await (await request.get('/api/ubar/bars/avail', { headers: auth })).json()) as Array<{ _id: string; name: string }>;
  const barId = bars.find((b) => b.name === BAR)!._id;
  return { headers: { ...auth, 'x-bar': barId }, barId };
}

type Api = Awaited<ReturnType<typeof apiAs>>;

const setLevel = (request: APIRequestContext, maint: Api, cell: BottleCell, actualLevel: number) =>
  request.patch(`/api/udispenser/bottles/${cell._id}`, {
    headers: maint.headers,
    data: {
      dispenserCapacity: { id: cell.dispenserCapacity.id },
      doserType: cell.doserType,
      alarmLevel: cell.alarmLevel,
      actualLevel,
      ingredientId: cell.ingredientId,
    },
  });

/**
 * A MAINT empties a full bottle of the bar through the API (as from the positions map): the bar
 * confirms the level and the server opens a critical "Bottle at alarm level" alarm for that dispenser.
 * Returns the alarm and puts the bottle back when the test ends.
 */
async function emptyABottle(request: APIRequestContext, taken: Set<string>): Promise<{ alarm: AlarmView; restore: () => Promise<void> }> {
  const maint = await apiAs(request, 'maint@demo.bar');
  const cells = (await (await request.get('/api/udispenser/bottles/', { headers: maint.headers })).json()) as BottleCell[];
  const cell = cells.find((c) => !c.fake && c.enabled && c.ingredientId && !taken.has(c._id) && c.actualLevel >= c.dispenserCapacity.capacity * 0.5)!;
  taken.add(cell._id);
  expect((await setLevel(request, maint, cell, 0)).status()).toBe(200);
  const barman = await apiAs(request, 'barman@demo.bar');
  let alarm: AlarmView | undefined;
  await expect
    .poll(
      async () => {
        const page = await request.get(`/api/alarms?bar=${barman.barId}&kind=bottleEmpty&state=open&perPage=100`, { headers: barman.headers });
        alarm = ((await page.json()) as { data: AlarmView[] }).data.find((a) => a.subjectId === cell._id);
        return alarm !== undefined;
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  return { alarm: alarm!, restore: async () => void (await setLevel(request, maint, cell, cell.actualLevel)) };
}

async function signInAsBarman(page: Page): Promise<void> {
  await dismissPromoUpFront(page);
  await page.goto('/');
  await signInWithForm(page, 'barman@demo.bar');
  await pickBar(page, BAR);
}

const taken = new Set<string>();

test.describe('the alarm inbox', () => {
  test('at 1280×800 a barman sees an emptied bottle in the badge, the inbox and Activity, and acknowledges it on Activity', async ({ page, request }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const { alarm, restore } = await emptyABottle(request, taken);
    try {
      await signInAsBarman(page);
      const badge = page.getByRole('link', { name: /^\d+ open critical alarms?$/ });
      await expect(badge).toBeVisible();

      // the inbox, from the sidebar, narrowed to empty bottles
      await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Alarms', exact: true }).click();
      await expect(page).toHaveURL(/\/alarms/);
      await page.getByLabel('Filter Alarm').selectOption({ label: 'Bottle at alarm level' });
      const inbox = page.getByRole('table', { name: 'Alarms' });
      const row = inbox.getByRole('row').filter({ hasText: alarm.subjectName! });
      await expect(row).toContainText('Critical');
      await expect(row).toContainText(BAR);
      await expect(row).toContainText('Open');

      // Activity lists it among the bar's alarms, where the barman acknowledges it
      await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Activity', exact: true }).click();
      const alarms = page.getByRole('region', { name: 'Alarms' });
      const item = alarms.getByRole('listitem').filter({ hasText: `Bottle at alarm level · ${alarm.subjectName}` });
      await expect(item).toContainText('Open');
      await item.getByRole('button', { name: /^Acknowledge / }).click();
      await expect(page.getByText('Alarm acknowledged')).toBeVisible();
      await expect(item).toContainText('Acknowledged by barman@demo.bar');
    } finally {
      await restore();
    }
  });

  test('at 1024×768 the badge opens the open critical alarms, and acknowledging there shows on Activity', async ({ page, request }) => {
    await page.setViewportSize({ width: 1024, height: 768 });
    const { alarm, restore } = await emptyABottle(request, taken);
    try {
      await signInAsBarman(page);
      await page.getByRole('link', { name: /^\d+ open critical alarms?$/ }).click();
      await expect(page).toHaveURL(/\/alarms\?filters=/);
      await expect(page.getByLabel('Filter Severity')).toHaveValue('critical');
      await expect(page.getByLabel('Filter State')).toHaveValue('open');
      await page.getByLabel('Filter Alarm').selectOption({ label: 'Bottle at alarm level' });
      const row = page.getByRole('table', { name: 'Alarms' }).getByRole('row').filter({ hasText: alarm.subjectName! });
      await row.getByRole('button', { name: /^Acknowledge / }).click();
      await expect(page.getByText('Alarm acknowledged')).toBeVisible();
      // acknowledged, it is no longer open: it leaves this view of open alarms
      await expect(row).toHaveCount(0);

      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Activity', exact: true }).click();
      const item = page
        .getByRole('region', { name: 'Alarms' })
        .getByRole('listitem')
        .filter({ hasText: `Bottle at alarm level · ${alarm.subjectName}` });
      await expect(item).toContainText('Acknowledged by barman@demo.bar');
      await expect(item.getByRole('button', { name: /^Acknowledge / })).toHaveCount(0);
    } finally {
      await restore();
    }
  });
});
