import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { BarForecastView, DispenserForecast } from '@bar/domain';
import { fetchStub } from '../../../test/fetch-stub';
import { renderBarScreen } from '../../../test/render-bar-screen';
import { QUIET_FORECAST } from '../test/activity-server';
import { RunOutPanel } from './run-out-panel';

const BAR = { id: 'bar-1', name: 'Milano Duomo', version: 'ms3.1' as const };
const cell = (id: string, name: string, runOutAt: string | null, beforeClosing = true): DispenserForecast => ({
  dispenserId: id,
  graphicCode: `B${id}`,
  kind: 'bottles',
  ingredientId: null,
  ingredientName: name,
  row: 1,
  column: Number(id),
  level: 5,
  capacity: 25,
  alarmLevel: 2,
  sizeId: '700ml',
  sizeDescription: '700 ml',
  basis: 'recent',
  ratePerHour: 6,
  runOutAt,
  earliestAt: runOutAt && new Date(Date.parse(runOutAt) - 600_000).toISOString(),
  latestAt: runOutAt && new Date(Date.parse(runOutAt) + 900_000).toISOString(),
  beforeClosing,
});
const server = fetchStub();
const answer = (forecast: BarForecastView) => server.on({ 'GET /api/forecast/bar': forecast });

describe("Activity's next to run out", () => {
  beforeEach(() => answer(QUIET_FORECAST));

  it('names the next three bottles to run out before closing, with when and its band', async () => {
    answer({
      ...QUIET_FORECAST,
      dispensers: [
        cell('1', 'Gin', '2026-06-01T21:40:00.000Z'),
        cell('2', 'Campari', '2026-06-01T22:10:00.000Z'),
        cell('3', 'Rum', '2026-06-01T23:00:00.000Z'),
        cell('4', 'Vodka', '2026-06-01T23:30:00.000Z'),
        cell('5', 'Tequila', '2026-06-03T10:00:00.000Z', false),
      ],
    });
    renderBarScreen(<RunOutPanel barId="bar-1" />, { bar: BAR, role: 'BARMAN' });
    const list = await screen.findByTestId('next-to-run-out');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((i) => i.textContent),
    ).toEqual(['B1 · GinEmpty around 21:40 (21:30–21:55)', 'B2 · CampariEmpty around 22:10 (22:00–22:25)', 'B3 · RumEmpty around 23:00 (22:50–23:15)']);
  });

  it('says when every bottle lasts past closing', async () => {
    renderBarScreen(<RunOutPanel barId="bar-1" />, { bar: BAR, role: 'BARMAN' });
    expect(await screen.findByText('No bottle runs out before closing.')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Next to run out' })).toBeInTheDocument();
  });
});
