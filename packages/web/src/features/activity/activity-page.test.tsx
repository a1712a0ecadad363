import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OFFLINE_THRESHOLD_MS } from '@bar/domain';
import { api } from '../../lib/api-client';
import { ApiError } from '../../lib/api-error';
import { ActivityView } from './activity-page';
import { activityApi } from './test/api-mock';
import { barFixture } from './test/bar-fixture';
import { renderWithProviders } from './test/render-with-providers';

vi.mock('../../lib/api-client', () => ({ api: vi.fn() }));
const apiMock = vi.mocked(api);

beforeEach(() => {
  apiMock.mockReset();
});

const controls = () => within(screen.getByRole('region', { name: 'Controls' }));
const modes = () => within(screen.getByRole('region', { name: 'Modes' }));

describe('Activity control panel by version', () => {
  it('ms3.1: Abort, General Stop, General Start, Emergency, Fences; Dance, Ghost and Maintenance; no robot enable or conveyors', () => {
    activityApi(apiMock);
    const bar = barFixture({ version: 'ms3.1' });
    renderWithProviders(<ActivityView bar={bar} />, { bar });
    for (const name of ['Abort', 'General Stop', 'General Start', 'Emergency', 'Fences']) {
      expect(controls().getByRole('button', { name })).toBeEnabled();
    }
    expect(controls().queryByRole('button', { name: 'Stop R1' })).toBeNull();
    expect(modes().getByRole('switch', { name: 'Dance' })).not.toBeChecked();
    expect(modes().getByRole('switch', { name: 'Ghost' })).toBeChecked();
    expect(modes().getByRole('switch', { name: 'Maintenance' })).toBeInTheDocument();
    expect(modes().queryByRole('switch', { name: 'Automatic Conveyor' })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Toni Left' })).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Toni Left enabled' })).toBeNull();
    expect(screen.queryByText('Both robots must be in STOP to manually move the conveyors')).toBeNull();
    expect(screen.queryByRole('button', { name: /Move conveyor/ })).toBeNull();
  });

  it('veloce: Abort/Stop/Start for R1 and R2, Emergency and Fences, no general buttons', () => {
    activityApi(apiMock);
    const bar = barFixture({ version: 'veloce' });
    renderWithProviders(<ActivityView bar={bar} />, { bar });
    for (const robot of ['R1', 'R2']) {
      for (const action of ['Abort', 'Stop', 'Start']) expect(controls().getByRole('button', { name: `${action} ${robot}` })).toBeEnabled();
    }
    expect(controls().getByRole('button', { name: 'Emergency' })).toBeEnabled();
    expect(controls().getByRole('button', { name: 'Fences' })).toBeEnabled();
    expect(controls().queryByRole('button', { name: 'General Start' })).toBeNull();
    expect(controls().queryByRole('button', { name: 'General Stop' })).toBeNull();
    expect(modes().getByRole('switch', { name: 'Dance' })).toBeInTheDocument();
  });

  it('ms1: Automatic Conveyor and Maintenance, robot enable switches, 3 conveyors per robot movable only with both robots in STOP', () => {
    activityApi(apiMock);
    const bar = barFixture({ version: 'ms1' });
    renderWithProviders(<ActivityView bar={bar} />, { bar });
    expect(modes().getByRole('switch', { name: 'Automatic Conveyor' })).toBeInTheDocument();
    expect(modes().getByRole('switch', { name: 'Maintenance' })).toBeInTheDocument();
    expect(modes().queryByRole('switch', { name: 'Dance' })).toBeNull();
    expect(modes().queryByRole('switch', { name: 'Ghost' })).toBeNull();
    expect(controls().getByRole('button', { name: 'General Start' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Toni Left enabled' })).toBeChecked();
    expect(screen.getByText('Both robots must be in STOP to manually move the conveyors')).toBeInTheDocument();
    for (let number = 1; number <= 6; number += 1) {
      expect(screen.getByRole('button', { name: `Move conveyor ${number} back` })).toBeDisabled();
      expect(screen.getByRole('button', { name: `Move conveyor ${number} front` })).toBeDisabled();
    }
    expect(screen.queryByRole('button', { name: 'Move conveyor 7 back' })).toBeNull();
  });

  it('ms1: with both robots in STOP a conveyor move asks, naming the bar, then sends number and position', async () => {
    const calls = activityApi(apiMock);
    const base = barFixture({ version: 'ms1', name: 'Las Vegas Strip' });
    const bar = { ...base, robots: base.robots.map((robot) => ({ ...robot, status: 'STOP' })) };
    renderWithProviders(<ActivityView bar={bar} />, { bar });
    await userEvent.click(screen.getByRole('button', { name: 'Move conveyor 5 front' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Move conveyor 5 of Las Vegas Strip to the front?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(await screen.findByText('Conveyor command sent!')).toBeInTheDocument();
    expect(calls).toEqual([
      expect.objectContaining({
        path: '/ubar/bars/moveConveyor',
        options: expect.objectContaining({ method: 'POST', body: { barId: 'bar-1', number: 5, position: 'front' } }),
      }),
    ]);
  });
});

describe('Activity commands', () => {
  it('sends a fresh Idempotency-Key per click and announces the outcome', async () => {
    const calls = activityApi(apiMock);
    const bar = barFixture();
    renderWithProviders(<ActivityView bar={bar} />, { bar });
    await userEvent.click(controls().getByRole('button', { name: 'General Stop' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Stop' }));
    expect(await screen.findByText('Stopped!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(controls().getByRole('button', { name: 'Fences' }));
    expect(await screen.findByText('Fences restored!')).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual(['/ubar/bars/generalStop', '/ubar/bars/restoreFences']);
    const keys = calls.map((call) => call.options.headers?.['Idempotency-Key']);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('asks before General Start, naming the bar, and sends nothing on Cancel', async () => {
    const calls = activityApi(apiMock);
    const bar = barFixture({ name: 'Milano Duomo' });
    renderWithProviders(<ActivityView bar={bar} />, { bar });
    await userEvent.click(controls().getByRole('button', { name: 'General Start' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('Start every robot of Milano Duomo?');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toHaveLength(0);

    await userEvent.click(controls().getByRole('button', { name: 'General Start' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Start' }));
    expect(await screen.findByText('Started!')).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual(['/ubar/bars/generalStart']);
  });

  it('asks before General Stop, naming the bar; Cancel sends nothing, Stop sends the call', async () => {
    const calls = activityApi(apiMock);
    const bar = barFixture({ name: 'Torino Lingotto' });
    renderWithProviders(<ActivityView bar={bar} />, { bar });
    await userEvent.click(controls().getByRole('button', { name: 'General Stop' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('Stop every robot of Torino Lingotto? Production pauses until General Start.');
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toHaveLength(0);

    await userEvent.click(controls().getByRole('button', { name: 'General Stop' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Stop' }));
    expect(await screen.findByText('Stopped!')).toBeInTheDocument();
    expect(calls.map((call) => `${call.options.method} ${call.path}`)).toEqual(['POST /ubar/bars/generalStop']);
  });

  it('asks before closing the bar, naming it and every sales channel; Cancel sends nothing; opening does not ask', async () => {
    const calls = activityApi(apiMock);
    const bar = barFixture({ name: 'Roma Termini', open: true });
    const view = renderWithProviders(<ActivityView bar={bar} />, { bar });
    await userEvent.click(modes().getByRole('switch', { name: 'Bar open' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Close Roma Termini? No new orders are taken from any sales channel (app, kiosk, console) until it is opened again.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toHaveLength(0);

    await userEvent.click(modes().getByRole('switch', { name: 'Bar open' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close bar' }));
    expect(await screen.findByText('Bar is now closed')).toBeInTheDocument();
    expect(calls.map((call) => [call.path, call.options.body])).toEqual([['/ubar/bars/bar-1/updateFromBarManager', { barId: 'bar-1', open: false }]]);

    view.unmount();
    const closed = { ...bar, open: false };
    renderWithProviders(<ActivityView bar={closed} />, { bar: closed });
    await userEvent.click(modes().getByRole('switch', { name: 'Bar closed' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByText('Bar is now open to accept orders')).toBeInTheDocument();
    expect(calls.at(-1)?.options.body).toEqual({ barId: 'bar-1', open: true });
  });

  it('lets staff close an offline bar (after confirming) but not open one, and shows the close pending delivery', async () => {
    const calls = activityApi(apiMock, { command: async () => ({ barId: 'bar-1', open: false, openPending: true, message: 'closed' }) });
    const offline = new Date(Date.now() - OFFLINE_THRESHOLD_MS - 5_000).toISOString();
    const bar = barFixture({ name: 'Las Vegas Strip', open: true, liveCheck: offline });
    const view = renderWithProviders(<ActivityView bar={bar} />, { bar });
    expect(controls().getByRole('button', { name: 'General Start' })).toBeDisabled();
    expect(modes().getByRole('switch', { name: 'Dance' })).toBeDisabled();
    await userEvent.click(modes().getByRole('switch', { name: 'Bar open' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('Close Las Vegas Strip? No new orders are taken from any sales channel');
    expect(screen.getByRole('dialog')).toHaveTextContent('The bar is offline: it is closed here now and told as soon as it reconnects.');
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close bar' }));
    expect(await screen.findByText('Bar is now closed')).toBeInTheDocument();
    expect(calls.map((call) => [call.path, call.options.body])).toEqual([['/ubar/bars/bar-1/updateFromBarManager', { barId: 'bar-1', open: false }]]);

    view.unmount();
  });

  it('shows a close the bar has not confirmed yet, and an offline closed bar cannot be opened', () => {
    activityApi(apiMock);
    const offline = new Date(Date.now() - OFFLINE_THRESHOLD_MS - 5_000).toISOString();
    const pending = barFixture({ open: false, openPending: true, liveCheck: offline });
    const view = renderWithProviders(<ActivityView bar={pending} />, { bar: pending });
    expect(modes().getByRole('switch', { name: 'Bar closed' })).toBeDisabled();
    expect(screen.getByTestId('open-pending')).toHaveTextContent('Closed here for every sales channel. The bar is offline: it is told as soon as it reconnects.');
    view.unmount();

    const confirmed = barFixture({ open: false, openPending: false });
    renderWithProviders(<ActivityView bar={confirmed} />, { bar: confirmed });
    expect(screen.queryByTestId('open-pending')).toBeNull();
    expect(modes().getByRole('switch', { name: 'Bar closed' })).toBeEnabled();
  });

  it('asks before restoring the emergency and before aborting a robot', async () => {
    const calls = activityApi(apiMock);
    const bar = barFixture({ version: 'veloce', name: 'Roma Termini' });
    renderWithProviders(<ActivityView bar={bar} />, { bar });
    await userEvent.click(controls().getByRole('button', { name: 'Emergency' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('Restore the emergency of Roma Termini?');
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('Emergency restored!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await userEvent.click(controls().getByRole('button', { name: 'Abort R2' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('Abort Toni Right of Roma Termini?');
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Abort' }));
    expect(await screen.findByText('Robot aborted!')).toBeInTheDocument();
    expect(calls.map((call) => `${call.options.method} ${call.path}`)).toEqual([
      'POST /ubar/bars/restoreEmergency',
      'PUT /uBar/robots/r2/abort',
    ]);
  });

  it('shows the catalogue failure text and keeps the button disabled only while pending', async () => {
    let fail: (error: unknown) => void = () => undefined;
    activityApi(apiMock, { command: () => new Promise((_resolve, reject) => (fail = reject)) });
    const bar = barFixture({ version: 'veloce' });
    renderWithProviders(<ActivityView bar={bar} />, { bar });
    await userEvent.click(controls().getByRole('button', { name: 'Stop R1' }));
    await waitFor(() => expect(controls().getByRole('button', { name: 'Stop R1' })).toBeDisabled());
    // the same robot's button in its card shares the pending state
    expect(within(screen.getByTestId('robot-card-R1')).getByRole('button', { name: 'Stop Toni Left' })).toBeDisabled();
    expect(controls().getByRole('button', { name: 'Start R1' })).toBeEnabled();
    fail(new ApiError(409, 'The bar is offline.', [], 'The bar is offline.'));
    expect(await screen.findByText('Robot stop failure! — The bar is offline.')).toBeInTheDocument();
    await waitFor(() => expect(controls().getByRole('button', { name: 'Stop R1' })).toBeEnabled());
  });

  it('toggles a mode and the open state with the texts of the new value', async () => {
    const calls = activityApi(apiMock);
    const bar = barFixture({ open: true });
    renderWithProviders(<ActivityView bar={bar} />, { bar });
    await userEvent.click(modes().getByRole('switch', { name: 'Dance' }));
    expect(await screen.findByText('Dance mode enabled!')).toBeInTheDocument();
    await userEvent.click(modes().getByRole('switch', { name: 'Bar open' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close bar' }));
    expect(await screen.findByText('Bar is now closed')).toBeInTheDocument();
    expect(screen.getByText('A closed bar prevents new orders to be processed from every sales channel')).toBeInTheDocument();
    expect(calls.map((call) => [call.path, call.options.body])).toEqual([
      ['/ubar/bars/bar-1/roboticSettings', { barId: 'bar-1', danceMode: true }],
      ['/ubar/bars/bar-1/updateFromBarManager', { barId: 'bar-1', open: false }],
    ]);
  });

  it('changes the viz theme and restarts the viz, with their failure texts', async () => {
    const calls = activityApi(apiMock, { command: async (call) => {
      if (call.path.includes('restartViz')) throw new ApiError(504, 'The bar did not answer the command in time.');
      return { id: 'c', status: 'acknowledged' };
    } });
    const bar = barFixture({ theme: 'auto' });
    renderWithProviders(<ActivityView bar={bar} />, { bar });
    await userEvent.click(screen.getByRole('button', { name: 'Dark' }));
    expect(await screen.findByText('Viz theme changed!')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Restart Viz' }));
    expect(await screen.findByText('Viz Failed to Restart')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ path: '/ubar/bars/bar-1/updateFromBarManager', options: { method: 'PATCH', body: { barId: 'bar-1', theme: 'dark' } } });
    expect(calls[1]).toMatchObject({ path: '/ubender/zoidberg/restartViz', options: { method: 'POST' } });
  });
});

describe('Activity cup alarm, status and roles', () => {
  it("shows a disabled 'Cups Ok' without a cup error", () => {
    activityApi(apiMock);
    const bar = barFixture();
    renderWithProviders(<ActivityView bar={bar} />, { bar });
    expect(controls().getByRole('button', { name: 'Cups Ok' })).toBeDisabled();
    expect(controls().queryByRole('button', { name: 'Cups Alarm' })).toBeNull();
  });

  it("shows 'Cups Alarm' on a cup error and restores it", async () => {
    const calls = activityApi(apiMock);
    const bar = barFixture({ roboticSystem: { ...barFixture().roboticSystem, cupError: true } });
    renderWithProviders(<ActivityView bar={bar} />, { bar });
    const button = controls().getByRole('button', { name: 'Cups Alarm' });
    expect(button).toBeEnabled();
    expect(button.className).toMatch(/containedError/);
    await userEvent.click(button);
    expect(await screen.findByText('Cup Error restored!')).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual(['/ubar/bars/restoreCupError']);
  });

  it("says 'OFFLINE - previous status: X' and disables the controls after 3 minutes without a heartbeat", () => {
    activityApi(apiMock);
    const bar = barFixture({ status: 'RUNNING', liveCheck: new Date(Date.now() - OFFLINE_THRESHOLD_MS - 5_000).toISOString() });
    renderWithProviders(<ActivityView bar={bar} />, { bar });
    expect(screen.getByTestId('bar-status')).toHaveTextContent('OFFLINE - previous status: RUNNING');
    expect(controls().getByRole('button', { name: 'General Stop' })).toBeDisabled();
  });

  it('shows the status of an online bar', () => {
    activityApi(apiMock);
    const bar = barFixture({ status: 'FENCES OPEN' });
    renderWithProviders(<ActivityView bar={bar} />, { bar });
    expect(screen.getByTestId('bar-status')).toHaveTextContent(/^FENCES OPEN$/);
    expect(controls().getByRole('button', { name: 'Fences' }).className).toMatch(/containedError/);
  });

  it('lets a BARMAN watch but not control', () => {
    activityApi(apiMock);
    const bar = barFixture({ version: 'ms1' });
    renderWithProviders(<ActivityView bar={bar} />, { bar, role: 'BARMAN' });
    expect(screen.getByText('Your role can watch this bar but not control it.')).toBeInTheDocument();
    expect(controls().getByRole('button', { name: 'General Start' })).toBeDisabled();
    expect(modes().getByRole('switch', { name: 'Maintenance' })).toBeDisabled();
    expect(modes().getByRole('switch', { name: 'Bar open' })).toBeDisabled();
    expect(screen.getByRole('switch', { name: 'Toni Left enabled' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Restart Viz' })).toBeDisabled();
  });
});
