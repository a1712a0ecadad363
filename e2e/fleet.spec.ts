import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { expect, test, type APIRequestContext, type Browser, type Page } from '@playwright/test';
import { DEMO_PASSWORD, dismissPromoUpFront, signInWithForm } from './helpers';

/**
 * The fleet overview (issue 19): a user holding several bars watches them all on /fleet, sees one
 * go offline when its controller stops, opens it from its row and acknowledges its alarm.
 *
 * The bars that go offline are made for this journey through the API and played by a simulator of
 * their own, a child process like `npm run simulate`: stopping it is a bar's controller going
 * silent, while the demo bars the other journeys use keep theirs. One bar per screen size, both
 * stopped at once, so both screens wait for the same three minutes.
 */

const SIZES = [
  { name: 'wide', width: 1280, height: 800 },
  { name: 'narrow', width: 1024, height: 768 },
] as const;

/** The offline threshold (3 min) and one tick of the page's 10 s clock. */
const OFFLINE_SEEN_MS = 3 * 60_000 + 10_000;
/** The server's offline sweep runs every 30 s after the threshold. */
const ALARM_RAISED_MS = 3 * 60_000 + 30_000 + 15_000;

interface Session {
  headers: Record<string, string>;
}

async function signInApi(request: APIRequestContext, email: string, password = DEMO_PASSWORD): Promise<Session> {
  const login = await request.post('/api/auth/login', { data: { email, password } });
  expect(login.ok(), await login.text()).toBe(true);
  const { accessToken } = (await login.json()) as { accessToken: string };
  return { headers: { authorization: `Bearer ${accessToken}` } };
}

async function createBar(request: APIRequestContext, admin: Session, name: string): Promise<string> {
  const created = await request.post('/api/ubar/bars/create', {
    headers: admin.headers,
    data: { name, version: 'veloce', instanceInfos: { placeName: 'Piazza Castello, Torino' }, geoPosition: { lat: 45.07, lng: 7.69 } },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { _id: string })._id;
}

/** A barman on the journey's bars and on a demo bar: three bars, so the fleet overview is theirs. */
async function createBarman(request: APIRequestContext, admin: Session, email: string, barIds: string[]): Promise<void> {
  const created = await request.post('/api/uuser/members/create', {
    headers: admin.headers,
    data: { firstName: 'Fleet', lastName: 'Watcher', email, password: DEMO_PASSWORD },
  });
  expect(created.status(), await created.text()).toBe(201);
  const userId = ((await created.json()) as { _id: string })._id;
  const edited = await request.patch(`/api/uuser/members/${userId}`, {
    headers: admin.headers,
    data: { firstName: 'Fleet', lastName: 'Watcher', roles: barIds.map((barId) => ({ barId, role: 'BARMAN' })) },
  });
  expect(edited.ok(), await edited.text()).toBe(true);
}

/** `npm run simulate` for these bars only, quiet: no customers, no faults. */
function startSimulator(baseURL: string, barIds: string[]): ChildProcess {
  const args = ['--import', 'tsx', 'packages/simulator/src/main.ts', '--url', baseURL, '--email', 'superadmin@demo.bar', '--password', DEMO_PASSWORD];
  for (const barId of barIds) args.push('--bar', barId);
  args.push('--orders-per-hour', '0', '--fault-rate', '0');
  return spawn(process.execPath, args, { stdio: ['ignore', 'ignore', 'inherit'] });
}

async function stopSimulator(simulator: ChildProcess): Promise<void> {
  if (simulator.exitCode !== null || simulator.signalCode !== null) return;
  const exited = once(simulator, 'exit');
  simulator.kill('SIGTERM');
  await exited;
}

type FleetRow = { name: string; liveCheck: string | null; alarms: { critical: number } };

async function fleetOf(request: APIRequestContext, session: Session): Promise<FleetRow[]> {
  const answer = await request.get('/api/fleet', { headers: session.headers });
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { bars: FleetRow[] }).bars;
}

/** Signs in at this size and goes to the fleet from Activity's 'Please select a bar to start.'. */
async function openFleet(browser: Browser, size: (typeof SIZES)[number], email: string): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: size.width, height: size.height } });
  const page = await context.newPage();
  await dismissPromoUpFront(page);
  await page.goto('/');
  await signInWithForm(page, email);
  await expect(page.getByText('Please select a bar to start.')).toBeVisible();
  await page.getByRole('link', { name: 'Open the fleet overview' }).click();
  await expect(page).toHaveURL(/\/fleet$/);
  return page;
}

const rowOf = (page: Page, bar: string) => page.getByRole('table', { name: 'Fleet' }).getByRole('row').filter({ hasText: bar });

test('a barman of several bars sees one go offline on the fleet page, opens it from its row and acknowledges its alarm, at 1280×800 and 1024×768', async ({
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(7 * 60_000);
  const stamp = Date.now().toString(36);
  const bars = Object.fromEntries(SIZES.map((size) => [size.name, `Fleet ${size.name} ${stamp}`])) as Record<(typeof SIZES)[number]['name'], string>;
  const admin = await signInApi(request, 'superadmin@demo.bar');
  const barIds = [await createBar(request, admin, bars.wide), await createBar(request, admin, bars.narrow)];
  const demoBars = (await (await request.get('/api/ubar/bars/avail', { headers: admin.headers })).json()) as Array<{ _id: string; name: string }>;
  const email = `fleet-${stamp}@demo.bar`;
  await createBarman(request, admin, email, [...barIds, demoBars.find((bar) => bar.name === 'Roma Termini')!._id]);
  const barman = await signInApi(request, email);

  const simulator = startSimulator(baseURL!, barIds);
  try {
    // both bars heard from before anyone watches
    await expect
      .poll(async () => (await fleetOf(request, barman)).filter((row) => row.liveCheck && Object.values(bars).includes(row.name)).length, {
        timeout: 30_000,
      })
      .toBe(2);

    const pages = await Promise.all(SIZES.map((size) => openFleet(browser, size, email)));
    for (const [index, page] of pages.entries()) {
      await expect(rowOf(page, 'Roma Termini')).toContainText('Online');
      await expect(rowOf(page, bars[SIZES[index].name])).toContainText('Online');
    }

    // the controllers go silent: within 3 min 10 s both screens show their bar offline, with no reload
    await stopSimulator(simulator);
    const stoppedAt = Date.now();
    await Promise.all(
      pages.map((page, index) =>
        expect(rowOf(page, bars[SIZES[index].name])).toContainText('Offline', { timeout: OFFLINE_SEEN_MS - (Date.now() - stoppedAt) }),
      ),
    );
    expect(Date.now() - stoppedAt).toBeLessThanOrEqual(OFFLINE_SEEN_MS);
    for (const page of pages) await expect(rowOf(page, 'Roma Termini')).toContainText('Online');
    // the server's sweep raises the bar's offline alarm, and the row counts it live
    await Promise.all(
      pages.map((page, index) =>
        expect(rowOf(page, bars[SIZES[index].name])).toContainText('1 critical', { timeout: ALARM_RAISED_MS - (Date.now() - stoppedAt) }),
      ),
    );

    for (const [index, page] of pages.entries()) {
      const size = SIZES[index];
      const bar = bars[size.name];
      // one click on the row selects the bar and opens its Activity
      await rowOf(page, bar).getByText(bar, { exact: true }).click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('banner').getByRole('button', { name: bar })).toBeVisible();
      await expect(page.getByTestId('bar-status')).toContainText('OFFLINE - previous status:');

      // the inbox, from the sidebar (behind the menu button below 1280 px)
      if (size.width < 1280) await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Alarms', exact: true }).click();
      await expect(page).toHaveURL(/\/alarms/);
      await page.getByLabel('Filter Alarm').selectOption({ label: 'Bar offline' });
      await page.getByLabel('Filter Bar').selectOption({ label: bar });
      // the body's rows: the filter row above them lists every bar's name too
      const row = page.getByRole('table', { name: 'Alarms' }).locator('tbody tr').filter({ hasText: bar });
      await expect(row).toContainText('Critical');
      await expect(row).toContainText('Open');
      await row.getByRole('button', { name: /^Acknowledge / }).click();
      await expect(page.getByText('Alarm acknowledged')).toBeVisible();
      await expect(row).toContainText(`Acknowledged by ${email}`);
    }
    await Promise.all(pages.map((page) => page.context().close()));
  } finally {
    await stopSimulator(simulator);
  }
});
