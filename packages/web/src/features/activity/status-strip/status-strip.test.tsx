import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OFFLINE_THRESHOLD_MS } from '@bar/domain';
import { fetchStub } from '../../../test/fetch-stub';
import { activityServer } from '../test/activity-server';
import { barFixture } from '../test/bar-fixture';
import { renderWithProviders } from '../test/render-with-providers';
import { StatusStrip } from './status-strip';

const server = fetchStub();

const strip = () => within(screen.getByRole('region', { name: 'Bar status strip' }));
const bottle = (n: number) => Array.from({ length: n }, (_, i) => ({ dispenserId: `d${i}`, ingredientId: `i${i}` }));

describe('StatusStrip', () => {
  it("online: Fences, General Start and a disabled 'Cups Ok'", () => {
    const bar = barFixture();
    renderWithProviders(<StatusStrip bar={bar} role="MAINT" />, { bar });
    expect(strip().getByRole('button', { name: 'Fences' })).toBeEnabled();
    expect(strip().getByRole('button', { name: 'General Start' })).toBeEnabled();
    expect(strip().getByRole('button', { name: 'Cups Ok' })).toBeDisabled();
    expect(strip().queryByText('Bar is OFFLINE')).toBeNull();
  });

  it("offline: only 'Bar is OFFLINE' instead of the controls", () => {
    const bar = barFixture({ liveCheck: new Date(Date.now() - OFFLINE_THRESHOLD_MS - 1_000).toISOString() });
    renderWithProviders(<StatusStrip bar={bar} role="MAINT" />, { bar });
    expect(strip().getByText('Bar is OFFLINE')).toBeInTheDocument();
    expect(strip().queryByRole('button', { name: 'Fences' })).toBeNull();
    expect(strip().queryByRole('button', { name: 'General Start' })).toBeNull();
    expect(strip().queryByRole('button', { name: /Cups/ })).toBeNull();
  });

  it('a bar that never sent a heartbeat is offline', () => {
    const bar = barFixture({ liveCheck: null });
    renderWithProviders(<StatusStrip bar={bar} role="MAINT" />, { bar });
    expect(strip().getByText('Bar is OFFLINE')).toBeInTheDocument();
  });

  it("'Cups Alarm' in the error colour restores the cup error", async () => {
    const sent = activityServer(server);
    const bar = barFixture({ roboticSystem: { ...barFixture().roboticSystem, cupError: true } });
    renderWithProviders(<StatusStrip bar={bar} role="MAINT" />, { bar });
    const cups = strip().getByRole('button', { name: 'Cups Alarm' });
    expect(cups.className).toMatch(/containedError/);
    await userEvent.click(cups);
    expect(await screen.findByText('Cup Error restored!')).toBeInTheDocument();
    expect(sent().map((call) => call.path)).toEqual(['/api/ubar/bars/restoreCupError']);
    expect(sent()[0]!.headers['idempotency-key']).toBeTruthy();
  });

  it('General Start asks first, naming the bar', async () => {
    const sent = activityServer(server);
    const bar = barFixture({ name: 'Torino Lingotto' });
    renderWithProviders(<StatusStrip bar={bar} role="MAINT" />, { bar });
    await userEvent.click(strip().getByRole('button', { name: 'General Start' }));
    expect(screen.getByRole('dialog')).toHaveTextContent('Start every robot of Torino Lingotto?');
    await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Start' }));
    expect(await screen.findByText('Started!')).toBeInTheDocument();
    expect(sent().map((call) => call.path)).toEqual(['/api/ubar/bars/generalStart']);
  });

  it('disables the controls for a role below MAINT but still shows the cup alarm in the error colour', () => {
    const bar = barFixture({ roboticSystem: { ...barFixture().roboticSystem, cupError: true } });
    renderWithProviders(<StatusStrip bar={bar} role="BARMAN" />, { bar });
    expect(strip().getByRole('button', { name: 'Fences' })).toBeDisabled();
    expect(strip().getByRole('button', { name: 'General Start' })).toBeDisabled();
    expect(strip().queryByRole('button', { name: 'Cups Alarm' })).toBeNull();
    expect(strip().getByTestId('cup-state')).toHaveTextContent('Cups Alarm');
    expect(strip().getByTestId('cup-state').className).toMatch(/colorError/);
  });

  it('disables both counters at 0', () => {
    const bar = barFixture();
    renderWithProviders(<StatusStrip bar={bar} role="BARMAN" />, { bar });
    expect(strip().getByRole('button', { name: 'Less than 30%: 0' })).toBeDisabled();
    expect(strip().getByRole('button', { name: 'Empty: 0' })).toBeDisabled();
  });

  it('counts bottle warnings and alarms and opens the bottle positions', async () => {
    const bar = barFixture({ bottleWarning: bottle(3), bottleAlarm: bottle(1) });
    renderWithProviders(<StatusStrip bar={bar} role="BARMAN" />, { bar });
    expect(strip().getByRole('button', { name: 'Less than 30%: 3' })).toBeEnabled();
    await userEvent.click(strip().getByRole('button', { name: 'Empty: 1' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/dispensers/bottles');
  });
});
