import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fetchStub } from '../../../test/fetch-stub';
import { renderBarScreen } from '../../../test/render-bar-screen';
import { DispensersPage } from '../dispensers-page';

// Each cell computes its centre once per render, so the calls of hexCenter tell which cells rendered.
const rendered = vi.hoisted(() => [] as string[]);
vi.mock('./hex-geometry', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./hex-geometry')>();
  return {
    ...actual,
    hexCenter: (row: number, column: number) => {
      rendered.push(`${row}:${column}`);
      return actual.hexCenter(row, column);
    },
  };
});

const BAR = { id: '0b7c8a52-5f0e-4c43-9d7e-1f2a3b4c5d6e', name: 'Milano Duomo', version: 'ms3.1' as const };
const features = { bottles: true, bibs: false, granulars: false, garnish: false, leaves: false, ice: false, coffee: false };
const ROWS = 10;
const COLUMNS = 16;

/** A 160-cell wall as the API answers it; `levels` overrides a cell's level by id. */
function wall(levels: Record<string, number> = {}) {
  return Array.from({ length: ROWS * COLUMNS }, (_, i) => {
    const id = `cell-${i}`;
    return {
      _id: id,
      barId: BAR.id,
      graphicCode: `B${i}`,
      enabled: true,
      fake: false,
      row: Math.floor(i / COLUMNS),
      column: i % COLUMNS,
      dispenserCapacity: { id: '700ml', description: '700 ml', capacity: 25 },
      doserType: 'SPIRITS',
      alarmLevel: 2,
      estimatedLevel: levels[id] ?? 20,
      actualLevel: levels[id] ?? 20,
      ingredientId: `ing-${i % 30}`,
      ingredient: { _id: `ing-${i % 30}`, name: `Bottle number ${i % 30}` },
    };
  });
}

const server = fetchStub();
let answer = wall();
beforeEach(() => {
  answer = wall();
  rendered.length = 0;
  server.on({ 'GET /api/udispenser/bottles/': () => answer });
});

describe('bottle map with 160 cells', () => {
  it('re-renders only the cell whose level changed, and none on zoom', async () => {
    const user = userEvent.setup();
    const { live } = renderBarScreen(<DispensersPage />, {
      bar: { ...BAR, features } as never,
      role: 'MAINT',
      path: '/dispensers/:tabActive',
      url: '/dispensers/bottles',
    });
    const map = await screen.findByRole('group', { name: 'Bottle dispensers map' });
    expect(map.querySelectorAll('g[data-state]')).toHaveLength(160);
    expect(new Set(rendered).size).toBe(160);

    rendered.length = 0;
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    await user.click(screen.getByRole('button', { name: 'Zoom out' }));
    expect(screen.getByLabelText('Zoom level').textContent).toBe('100%');
    expect(rendered).toEqual([]);

    // the simulated bar drains cell 37 (row 2, column 5) to warning: the bar message reloads the map
    answer = wall({ 'cell-37': 5 });
    live.emit({ type: 'bar', payload: { bottleAlarm: [], bottleWarning: [{ dispenserId: 'cell-37', ingredientId: 'ing-7' }] } } as never, BAR.id);
    await waitFor(() => expect(map.querySelector('[data-testid="bottle-cell-cell-37"]')!.getAttribute('data-state')).toBe('warning'));
    expect(map.querySelector('[data-testid="bottle-cell-cell-37"]')!.textContent).toContain('5/25');
    expect(rendered).toEqual(['2:5']);
  });
});
