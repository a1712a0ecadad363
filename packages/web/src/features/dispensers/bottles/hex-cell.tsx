import { memo, type KeyboardEvent } from 'react';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { bottleLevelReading, shortDispenserName, type DispenserCellState } from '@bar/domain';
import type { BottleCell } from '../api/types';
import { cellColors } from './cell-colors';
import { HEX_POINTS, hexCenter } from './hex-geometry';

/** Font sizes of a cell's lines, in map units (px at zoom 1 when the map is drawn 1:1). */
export const CELL_FONT = { code: 11, name: 10, level: 11 } as const;
export const SMALLEST_CELL_FONT = Math.min(...Object.values(CELL_FONT));

interface HexCellProps {
  cell: BottleCell;
  state: DispenserCellState;
  theme: Theme;
  onOpen?: (cell: BottleCell) => void;
  /** The forecast in words ('Empty around 21:40'). */
  runOut?: string;
  /** Empty before closing: a clock marks the cell. */
  runsOutSoon?: boolean;
}

/**
 * One hexagon of the bottle map. Memoised on its props: panning and zooming transform the parent
 * group, and a live reload keeps unchanged cells' objects (query structural sharing), so only a
 * cell whose data changed renders again.
 */
export const HexCell = memo(function HexCell({ cell, state, theme, onOpen, runOut, runsOutSoon }: HexCellProps) {
  const { t } = useTranslation('dispensers');
  const { x, y } = hexCenter(cell.row, cell.column);
  const clickable = state !== 'fake' && Boolean(onOpen);
  const name = cell.ingredient?.name ?? '';
  const colors = cellColors(theme, state);
  const level = `${cell.actualLevel}/${cell.dispenserCapacity.capacity}`;
  const reading = bottleLevelReading(cell);
  const interaction = clickable
    ? {
        role: 'button',
        tabIndex: 0,
        'aria-label': `${cell.graphicCode} ${name || t('bottles.noIngredient')} ${level} ${t(`cellStates.${state}`)}${runOut ? `, ${runOut}` : ''}`,
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
      : {};
  return (
    <g transform={`translate(${x.toFixed(1)},${y.toFixed(1)})`} data-state={state} data-testid={`bottle-cell-${cell.id}`} {...interaction}>
      <polygon
        points={HEX_POINTS}
        style={{ fill: colors.fill, stroke: colors.stroke }}
        strokeWidth={2}
        strokeDasharray={state === 'fake' ? '4 3' : undefined}
      />
      {state !== 'fake' && (
        <>
          {/* the full name and the raw level on hover */}
          <title>{`${name || t('bottles.noIngredient')} · ${level}${runOut ? ` · ${runOut}` : ''}`}</title>
          {runsOutSoon ? (
            <text x={22} y={-22} textAnchor="middle" fontSize={CELL_FONT.code} data-runs-out style={{ fill: colors.text }} aria-hidden>
              ⏱
            </text>
          ) : null}
          <text y={-16} textAnchor="middle" fontSize={CELL_FONT.code} fontWeight={700} data-code style={{ fill: colors.text }}>
            {cell.graphicCode}
          </text>
          {/* a disabled dispenser says so in words where its name goes (the name is in its title and label), not by its grey alone */}
          <text y={-3} textAnchor="middle" fontSize={CELL_FONT.name} fontWeight={state === 'disabled' ? 700 : undefined} style={{ fill: colors.text }}>
            {state === 'disabled' ? t('cellStates.disabled') : shortDispenserName(name) || '—'}
          </text>
          <text y={10} textAnchor="middle" fontSize={CELL_FONT.level} fontWeight={600} style={{ fill: colors.text }}>
            {`${reading.percent}%`}
          </text>
          {reading.ml !== null ? (
            <text y={23} textAnchor="middle" fontSize={CELL_FONT.name} style={{ fill: colors.text }}>
              {`${reading.ml} ml`}
            </text>
          ) : null}
        </>
      )}
    </g>
  );
});
