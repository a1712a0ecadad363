import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { BarForecastView } from '@bar/domain';
import { fetchStub } from '../../../test/fetch-stub';
import { renderBarScreen } from '../../../test/render-bar-screen';
import { BottlesPanel } from './bottles-panel';

const BAR = { id: 'bar-1', name: 'Milano Duomo', version: 'ms3.1' as const };
const size = { id: '700ml', description: '700 ml', capacity: 25 };
/** Two cells: Gin nearly empty (low), Rum full. */
const wall = [
  ['g1', 'Gin', 0, 3],
  ['r1', 'Rum', 1, 25],
].map(([id, name, column, level]) => ({
  _id: id,
  barId: 'bar-1',
  graphicCode: String(id).toUpperCase(),
  enabled: true,
  fake: false,
  row: 0,
  column,
  dispenserCapacity: size,
  doserType: 'SPIRITS',
  alarmLevel: 2,
  estimatedLevel: level,
  actualLevel: level,
  ingredientId: `i-${id}`,
  ingredient: { _id: `i-${id}`, name },
}));
const forecastOf = (id: string, name: string, runOutAt: string | null, beforeClosing: boolean) => ({
  dispenserId: id,
  graphicCode: id.toUpperCase(),
  kind: 'bottles' as const,
  ingredientId: `i-${id}`,
  ingredientName: name,
  row: 0,
  column: id === 'g1' ? 0 : 1,
  level: id === 'g1' ? 3 : 25,
  capacity: 25,
  alarmLevel: 2,
  sizeId: '700ml',
  sizeDescription: '700 ml',
  basis: 'recent' as const,
  ratePerHour: 6,
  runOutAt,
  earliestAt: runOutAt,
  latestAt: runOutAt,
  beforeClosing,
});
const FORECAST: BarForecastView = {
  barId: 'bar-1',
  barName: 'Milano Duomo',
  timeZone: 'UTC',
  now: '2026-06-01T21:10:00.000Z',
  opensAt: '2026-06-01T10:00:00.000Z',
  closesAt: '2026-06-02T02:00:00.000Z',
  openNow: true,
  dispensers: [forecastOf('g1', 'Gin', '2026-06-01T21:40:00.000Z', true), forecastOf('r1', 'Rum', null, false)],
  recipes: [],
};

const server = fetchStub();

describe('bottle map and lists with the forecast', () => {
  it('says when each bottle runs out on the map and in the lists, and marks those empty before closing', async () => {
    server.on({ 'GET /api/udispenser/bottles/': wall, 'GET /api/forecast/bar': FORECAST });
    renderBarScreen(<BottlesPanel barId="bar-1" canEdit />, { bar: BAR, role: 'MAINT' });
    const runOut = await screen.findByTestId('run-out-bottles');
    expect(within(runOut).getByRole('heading').textContent).toBe('Run out before closing (1)');
    expect(within(runOut).getByRole('button').textContent).toBe('G1 · GinEmpty around 21:40');
    expect(within(screen.getByTestId('low-bottles')).getByRole('button').textContent).toContain('12% · 84 ml · Empty around 21:40');
    expect(screen.getByRole('button', { name: /^G1 Gin 3\/25 .*, Empty around 21:40$/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^R1 Rum 25\/25 .*, Lasts past closing$/ })).toBeInTheDocument();
    expect(screen.getByTestId('bottle-cell-g1').querySelector('[data-runs-out]')).not.toBeNull();
    expect(screen.getByTestId('bottle-cell-r1').querySelector('[data-runs-out]')).toBeNull();
  });

  it('shows the map without the forecast when it cannot be read', async () => {
    server.on({ 'GET /api/udispenser/bottles/': wall });
    renderBarScreen(<BottlesPanel barId="bar-1" canEdit={false} />, { bar: BAR, role: 'BARMAN' });
    expect(await screen.findByTestId('bottle-cell-g1')).toBeInTheDocument();
    expect(screen.queryByTestId('run-out-bottles')).toBeNull();
  });
});
