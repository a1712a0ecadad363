import { memo, type KeyboardEvent } from 'react';
import type { Theme } from '@mui/material/styles';
import { shortDispenserName, type DispenserCellState } from '@bar/domain';
import type { BottleCell } from '../api/types';
import { CELL_STATE_LABELS, cellColors } from './cell-colors';
import { HEX_POINTS, hexCenter } from './hex-geometry';

interface HexCellProps {
  cell: BottleCell;
  state: DispenserCellState;
  theme: Theme;
  onOpen?: (cell: BottleCell) => void;
}

/**
 * One hexagon of the bottle map. Memoised on its props: panning and zooming transform the parent
 * group, and a live reload keeps unchanged cells' objects (query structural sharing), so only a
 * cell whose data changed renders again.
 */
export const HexCell = memo(function HexCell({ cell, state, theme, onOpen }: HexCellProps) {
  const { x, y } = hexCenter(cell.row, cell.column);
  const clickable = state !== 'fake' && Boolean(onOpen);
  const name = cell.ingredient?.name ?? '';
  const colors = cellColors(theme, state);
  const level = `${cell.actualLevel}/${cell.dispenserCapacity.capacity}`;
  return (
    <g
      transform={`translate(${x.toFixed(1)},${y.toFixed(1)})`}
      data-state={state}
      data-testid={`bottle-cell-${cell.id}`}
      {...(clickable
        ? {
            role: 'button',
            tabIndex: 0,
            'aria-label': `${cell.graphicCode} ${name || 'No ingredient'} ${level} ${CELL_STATE_LABELS[state]}`,
            onClick: () => onOpen?.(cell),
            onKeyDown: (e: KeyboardEvent) => {
              if (e.key === 'Enter' || e.key === ' ') {
                e.preventDefault();
                onOpen?.(cell);
              }
            },
            style: { cursor: 'pointer' },
          }
        : state === 'fake'
          ? { 'aria-hidden': true }
          : {})}
    >
      <polygon
        points={HEX_POINTS}
        style={{ fill: colors.fill, stroke: colors.stroke }}
        strokeWidth={2}
        strokeDasharray={state === 'fake' ? '4 3' : undefined}
      />
      {state !== 'fake' && (
        <>
          <text y={-4} textAnchor="middle" fontSize={10} fontWeight={600} style={{ fill: colors.text }}>
            {shortDispenserName(name) || '—'}
          </text>
          <text y={11} textAnchor="middle" fontSize={9} style={{ fill: colors.text }}>
            {level}
          </text>
        </>
      )}
    </g>
  );
});
