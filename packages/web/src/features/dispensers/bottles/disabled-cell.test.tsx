import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { createTheme } from '@mui/material/styles';
import type { DispenserCellState } from '@bar/domain';
import type { BottleCell } from '../api/types';
import { HexCell } from './hex-cell';

/** A disabled bottle dispenser looks disabled: grey, and it says so in words (not by colour alone). */

const cell = {
  id: 'd1',
  barId: 'bar-1',
  graphicCode: 'B7',
  enabled: false,
  fake: false,
  row: 0,
  column: 0,
  dispenserCapacity: { id: '700ml', description: '700 ml', capacity: 25 },
  doserType: 'SPIRITS',
  alarmLevel: 2,
  estimatedLevel: 20,
  actualLevel: 20,
  ingredientId: 'g1',
  ingredient: { id: 'g1', name: 'Gin' },
} as unknown as BottleCell;

function renderCell(state: DispenserCellState) {
  render(
    <svg>
      <HexCell cell={cell} state={state} theme={createTheme()} onOpen={() => {}} />
    </svg>,
  );
  return screen.getByTestId('bottle-cell-d1');
}

describe('bottle map cell', () => {
  it('writes Disabled in a disabled cell in place of its name, and still shows its level', () => {
    const shown = renderCell('disabled');
    expect(shown).toHaveTextContent('Disabled');
    expect(shown).toHaveTextContent('80%');
    expect(shown.querySelectorAll('text')[1]).toHaveTextContent('Disabled');
    expect(shown).toHaveAccessibleName('B7 Gin 20/25 Disabled');
  });

  it('shows the level of an enabled cell', () => {
    const shown = renderCell('normal');
    expect(shown).toHaveTextContent('80%');
    expect(shown).not.toHaveTextContent('Disabled');
  });
});
