import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18next } from '../../lib/i18n/i18n';
import { fetchStub } from '../../test/fetch-stub';
import { ActivityView } from './activity-page';
import { StatusStrip } from './status-strip/status-strip';
import { activityServer } from './test/activity-server';
import { barFixture } from './test/bar-fixture';
import { renderWithProviders } from './test/render-with-providers';

const server = fetchStub();

beforeEach(async () => {
  await i18next.changeLanguage('it');
});

describe('Activity in Italian', () => {
  it('names the panels, controls and modes in Italian, and a confirmed General Stop still stops', async () => {
    const sent = activityServer(server);
    const bar = barFixture({ version: 'ms3.1', name: 'Milano Duomo' });
    renderWithProviders(<ActivityView bar={bar} />, { bar });
    const controls = within(screen.getByRole('region', { name: 'Comandi' }));
    for (const name of ['Interrompi', 'Stop generale', 'Avvio generale', 'Emergenza', 'Barriere']) expect(controls.getByRole('button', { name })).toBeEnabled();
    const modes = within(screen.getByRole('region', { name: 'Modalità' }));
    expect(modes.getByRole('switch', { name: 'Fantasma' })).toBeChecked();
    expect(modes.getByText('Un bar chiuso blocca i nuovi ordini da tutti i canali di vendita')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Robot' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Oggi' })).toBeInTheDocument();

    await userEvent.click(controls.getByRole('button', { name: 'Stop generale' }));
    const dialog = within(screen.getByRole('dialog'));
    expect(dialog.getByText("Fermare tutti i robot di Milano Duomo? La produzione resta in pausa fino all'avvio generale.")).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Ferma' }));
    expect(await screen.findByText('Fermato!')).toBeInTheDocument();
    await waitFor(() => expect(sent().map((call) => call.path)).toEqual(['/api/ubar/bars/generalStop']));
  });

  it('says the bar is offline and counts low and empty bottles in Italian', () => {
    activityServer(server);
    const low = [0, 1].map((i) => ({ dispenserId: `d${i}`, ingredientId: `i${i}` }));
    const bar = barFixture({ liveCheck: '2000-01-01T00:00:00.000Z', bottleWarning: low, bottleAlarm: [] });
    renderWithProviders(<StatusStrip bar={bar} role="ADMIN" />, { bar });
    const strip = within(screen.getByRole('region', { name: 'Barra di stato del bar' }));
    expect(strip.getByRole('status')).toHaveTextContent('Il bar è OFFLINE');
    expect(strip.getByTestId('bottle-warning-counter')).toHaveTextContent('Meno del 30%: 2');
    expect(strip.getByTestId('bottle-alarm-counter')).toHaveTextContent('Vuote: 0');
  });
});
