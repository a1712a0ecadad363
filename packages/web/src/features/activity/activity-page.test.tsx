import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OFFLINE_THRESHOLD_MS } from '@bar/domain';
import { failure, fetchStub, type StubAnswer } from '../../test/fetch-stub';
import { ActivityView } from './activity-page';
import { activityServer } from './test/activity-server';
import { barFixture } from './test/bar-fixture';
import { renderWithProviders } from './test/render-with-providers';

const server = fetchStub();

const controls = () => within(screen.getByRole('region', { name: 'Controls' }));
const modes = () => within(screen.getByRole('region', { name: 'Modes' }));

describe('Activity control panel by version', () => {
  it('ms3.1: Abort, General Stop, General Start, Emergency, Fences; Dance, Ghost and Maintenance; no robot enable or conveyors', () => {
    activityServer(server);
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
    activityServer(server);
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
    activityServer(server);
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
    const sent = activityServer(server);
    const base = barFixture({ version: 'ms1', name: 'Las Vegas Strip' });
    const bar = { ...base, robots: base.robots.map((robot) => ({ ...robot, status: 'STOP' })) };
    renderWithProviders(<ActivityView bar={bar} />, { bar });
    await userEvent.click(screen.getByRole('button', { name: 'Move conveyor 5 front' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Move conveyor 5 of Las Vegas Strip to the front?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Move' }));
    expect(await screen.findByText('Conveyor command sent!')).toBeInTheDocument();
    expect(sent()).toEqual([
      expect.objectContaining({ method: 'POST', path: '/api/ubar/bars/moveConveyor', body: { barId: 'bar-1', number: 5, position: 'front' } }),
    ]);
  });
});

describe('Activity commands', () => {
  it('sends a fresh Idempotency-Key per click and announces the outcome', async () => {
    const sent = activityServer(server);
    const bar = barFixture();
    renderWithProviders(<ActivityView bar={bar} />, { bar });
    await userEvent.click(controls().getByRole('button', { name: 'General Stop' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Stop' }));
    expect(await screen.findByText('Stopped!')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await userEvent.click(controls().getByRole('button', { name: 'Fences' }));
    expect(await screen.findByText('Fences restored!')).toBeInTheDocument();
    expect(sent().map((call) => call.path)).toEqual(['/api/ubar/bars/generalStop', '/api/ubar/bars/restoreFences']);
    const keys = sent().map((call) => call.headers['idempotency-key']);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('asks before General Start, naming the bar, and sends nothing on Cancel', async () => {
    const sent = activityServer(server);
    const bar = barFixture({ name: 'Milano Duomo' });
    renderWithProviders(<ActivityView bar={bar} />, { bar });
    await userEvent.click(controls().getByRole('button', { name: 'General Start' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('Start every robot of Milano Duomo?');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent()).toHaveLength(0);

    await userEvent.click(controls().getByRole('button', { name: 'General Start' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Start' }));
    expect(await screen.findByText('Started!')).toBeInTheDocument();
    expect(sent().map((call) => call.path)).toEqual(['/api/ubar/bars/generalStart']);
  });

  it('asks before General Stop, naming the bar; Cancel sends nothing, Stop sends the call', async () => {
    const sent = activityServer(server);
    const bar = barFixture({ name: 'Torino Lingotto' });
    renderWithProviders(<ActivityView bar={bar} />, { bar });
    await userEvent.click(controls().getByRole('button', { name: 'General Stop' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('Stop every robot of Torino Lingotto? Production pauses until General Start.');
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent()).toHaveLength(0);

    await userEvent.click(controls().getByRole('button', { name: 'General Stop' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Stop' }));
    expect(await screen.findByText('Stopped!')).toBeInTheDocument();
    expect(sent().map((call) => `${call.method} ${call.path}`)).toEqual(['POST /api/ubar/bars/generalStop']);
  });

  it('asks before closing the bar, naming it and every sales channel; Cancel sends nothing; opening does not ask', async () => {
    const sent = activityServer(server);
    const bar = barFixture({ name: 'Roma Termini', open: true });
    const view = renderWithProviders(<ActivityView bar={bar} />, { bar });
    await userEvent.click(modes().getByRole('switch', { name: 'Bar open' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Close Roma Termini? No new orders are taken from any sales channel (app, kiosk, console) until it is opened again.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent()).toHaveLength(0);

    await userEvent.click(modes().getByRole('switch', { name: 'Bar open' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close bar' }));
    expect(await screen.findByText('Bar is now closed')).toBeInTheDocument();
    expect(sent().map((call) => [call.path, call.body])).toEqual([['/api/ubar/bars/bar-1/updateFromBarManager', { barId: 'bar-1', open: false }]]);

    view.unmount();
    const closed = { ...bar, open: false };
    renderWithProviders(<ActivityView bar={closed} />, { bar: closed });
    await userEvent.click(modes().getByRole('switch', { name: 'Bar closed' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await screen.findByText('Bar is now open to accept orders')).toBeInTheDocument();
    expect(sent().at(-1)?.body).toEqual({ barId: 'bar-1', open: true });
  });

  it('lets staff close an offline bar (after confirming) but not open one, and shows the close pending delivery', async () => {
    const sent = activityServer(server, { command: () => ({ barId: 'bar-1', open: false, openPending: true, message: 'closed' }) });
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
    expect(sent().map((call) => [call.path, call.body])).toEqual([['/api/ubar/bars/bar-1/updateFromBarManager', { barId: 'bar-1', open: false }]]);

    view.unmount();
  });

  it('shows a close the bar has not confirmed yet, and an offline closed bar cannot be opened', () => {
    activityServer(server);
    const offline = new Date(Date.now() - OFFLINE_THRESHOLD_MS - 5_000).toISOString();
    const pending = barFixture({ open: false, openPending: true, liveCheck: offline });
    const view = renderWithProviders(<ActivityView bar={pending} />, { bar: pending });
    expect(modes().getByRole('switch', { name: 'Bar closed' })).toBeDisabled();
    expect(screen.getByTestId('open-pending')).toHaveTextContent(
      'Closed here for every sales channel. The bar is offline: it is told as soon as it reconnects.',
    );
    view.unmount();

    const confirmed = barFixture({ open: false, openPending: false });
    renderWithProviders(<ActivityView bar={confirmed} />, { bar: confirmed });
    expect(screen.queryByTestId('open-pending')).toBeNull();
    expect(modes().getByRole('switch', { name: 'Bar closed' })).toBeEnabled();
  });

  it('asks before restoring the emergency and before aborting a robot', async () => {
    const sent = activityServer(server);
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
    expect(sent().map((call) => `${call.method} ${call.path}`)).toEqual(['POST /api/ubar/bars/restoreEmergency', 'PUT /api/uBar/robots/r2/abort']);
  });

  it('shows the catalogue failure text and keeps the button disabled only while pending', async () => {
    let answer: (reply: StubAnswer) => void = () => undefined;
    activityServer(server, { command: () => new Promise((resolve) => (answer = resolve)) });
    const bar = barFixture({ version: 'veloce' });
    renderWithProviders(<ActivityView bar={bar} />, { bar });
    await userEvent.click(controls().getByRole('button', { name: 'Stop R1' }));
    await waitFor(() => expect(controls().getByRole('button', { name: 'Stop R1' })).toBeDisabled());
    // the same robot's button in its card shares the pending state
    expect(within(screen.getByTestId('robot-card-R1')).getByRole('button', { name: 'Stop Toni Left' })).toBeDisabled();
    expect(controls().getByRole('button', { name: 'Start R1' })).toBeEnabled();
    answer(failure(409, 'The bar is offline.'));
    expect(await screen.findByText('Robot stop failure! — The bar is offline.')).toBeInTheDocument();
    await waitFor(() => expect(controls().getByRole('button', { name: 'Stop R1' })).toBeEnabled());
  });

  it('toggles a mode and the open state with the texts of the new value', async () => {
    const sent = activityServer(server);
    const bar = barFixture({ open: true });
    renderWithProviders(<ActivityView bar={bar} />, { bar });
    await userEvent.click(modes().getByRole('switch', { name: 'Dance' }));
    expect(await screen.findByText('Dance mode enabled!')).toBeInTheDocument();
    await userEvent.click(modes().getByRole('switch', { name: 'Bar open' }));
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Close bar' }));
    expect(await screen.findByText('Bar is now closed')).toBeInTheDocument();
    expect(screen.getByText('A closed bar prevents new orders to be processed from every sales channel')).toBeInTheDocument();
    expect(sent().map((call) => [call.path, call.body])).toEqual([
      ['/api/ubar/bars/bar-1/roboticSettings', { barId: 'bar-1', danceMode: true }],
      ['/api/ubar/bars/bar-1/updateFromBarManager', { barId: 'bar-1', open: false }],
    ]);
  });

  it('changes the viz theme and restarts the viz, with their failure texts', async () => {
    const sent = activityServer(server, {
      command: (request) =>
        request.path.includes('restartViz') ? failure(504, 'The bar did not answer the command in time.') : { id: 'c', status: 'acknowledged' },
    });
    const bar = barFixture({ theme: 'auto' });
    renderWithProviders(<ActivityView bar={bar} />, { bar });
    await userEvent.click(screen.getByRole('button', { name: 'Dark' }));
    expect(await screen.findByText('Viz theme changed!')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Restart Viz' }));
    expect(await screen.findByText('Viz Failed to Restart — The bar did not answer the command in time.')).toBeInTheDocument();
    expect(sent()[0]).toMatchObject({ method: 'PATCH', path: '/api/ubar/bars/bar-1/updateFromBarManager', body: { barId: 'bar-1', theme: 'dark' } });
    expect(sent()[1]).toMatchObject({ method: 'POST', path: '/api/ubender/zoidberg/restartViz' });
  });
});

describe('Activity cup alarm, status and roles', () => {
  it("shows a disabled 'Cups Ok' without a cup error", () => {
    activityServer(server);
    const bar = barFixture();
    renderWithProviders(<ActivityView bar={bar} />, { bar });
    expect(controls().getByRole('button', { name: 'Cups Ok' })).toBeDisabled();
    expect(controls().queryByRole('button', { name: 'Cups Alarm' })).toBeNull();
  });

  it("shows 'Cups Alarm' on a cup error and restores it", async () => {
    const sent = activityServer(server);
    const bar = barFixture({ roboticSystem: { ...barFixture().roboticSystem, cupError: true } });
    renderWithProviders(<ActivityView bar={bar} />, { bar });
    const button = controls().getByRole('button', { name: 'Cups Alarm' });
    expect(button).toBeEnabled();
    expect(button.className).toMatch(/containedError/);
    await userEvent.click(button);
    expect(await screen.findByText('Cup Error restored!')).toBeInTheDocument();
    expect(sent().map((call) => call.path)).toEqual(['/api/ubar/bars/restoreCupError']);
  });

  it("says 'OFFLINE - previous status: X' and disables the controls after 3 minutes without a heartbeat", () => {
    activityServer(server);
    const bar = barFixture({ status: 'RUNNING', liveCheck: new Date(Date.now() - OFFLINE_THRESHOLD_MS - 5_000).toISOString() });
    renderWithProviders(<ActivityView bar={bar} />, { bar });
    expect(screen.getByTestId('bar-status')).toHaveTextContent('OFFLINE - previous status: RUNNING');
    expect(controls().getByRole('button', { name: 'General Stop' })).toBeDisabled();
  });

  it('shows the status of an online bar', () => {
    activityServer(server);
    const bar = barFixture({ status: 'FENCES OPEN' });
    renderWithProviders(<ActivityView bar={bar} />, { bar });
    expect(screen.getByTestId('bar-status')).toHaveTextContent(/^FENCES OPEN$/);
    expect(controls().getByRole('button', { name: 'Fences' }).className).toMatch(/containedError/);
  });

  it('lets a BARMAN watch but not control', () => {
    activityServer(server);
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
