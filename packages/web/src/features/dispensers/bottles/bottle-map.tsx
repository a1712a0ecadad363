import { memo, useMemo, useRef, useState, type PointerEvent as ReactPointerEvent, type WheelEvent as ReactWheelEvent } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTheme, type Theme } from '@mui/material/styles';
import { DISPENSER_CELL_STATES, dispenserCellState, shortDispenserName, type DispenserCellState } from '@bar/domain';
import type { BottleCell } from '../api/types';
import { CELL_STATE_LABELS, cellFill } from './cell-colors';
import { HEX_POINTS, hexCenter, mapSize, zoomAt, type View } from './hex-geometry';

interface CellProps {
  cell: BottleCell;
  state: DispenserCellState;
  theme: Theme;
  onOpen?: (cell: BottleCell) => void;
}

/** One hexagon; memoised so panning and zooming (a transform on the parent) never re-render cells. */
const HexCell = memo(function HexCell({ cell, state, theme, onOpen }: CellProps) {
  const { x, y } = hexCenter(cell.row, cell.column);
  const clickable = state !== 'fake' && Boolean(onOpen);
  const name = cell.ingredient?.name ?? '';
  const dark = state === 'warning' || state === 'disabled';
  const text = state === 'fake' ? theme.palette.text.disabled : dark ? 'rgba(0,0,0,0.87)' : '#fff';
  return (
    <g
      transform={`translate(${x.toFixed(1)},${y.toFixed(1)})`}
      data-state={state}
      data-testid={`bottle-cell-${cell.id}`}
      {...(clickable
        ? {
            role: 'button',
            tabIndex: 0,
            'aria-label': `${name || 'No ingredient'} ${cell.actualLevel}/${cell.dispenserCapacity.capacity} ${CELL_STATE_LABELS[state]}`,
            onClick: () => onOpen?.(cell),
            onKeyDown: (e: React.KeyboardEvent) => {
              if (e.key === 'Enter' || e.key === ' ') onOpen?.(cell);
            },
            style: { cursor: 'pointer' },
          }
        : state === 'fake'
          ? { 'aria-hidden': true }
          : {})}
    >
      <polygon
        points={HEX_POINTS}
        fill={cellFill(theme, state)}
        stroke={state === 'fake' ? theme.palette.divider : theme.palette.background.paper}
        strokeWidth={2}
        strokeDasharray={state === 'fake' ? '4 3' : undefined}
      />
      {state !== 'fake' && (
        <>
          <text y={-4} textAnchor="middle" fontSize={10} fontWeight={600} fill={text}>
            {shortDispenserName(name) || '—'}
          </text>
          <text y={11} textAnchor="middle" fontSize={9} fill={text}>
            {`${cell.actualLevel}/${cell.dispenserCapacity.capacity}`}
          </text>
        </>
      )}
    </g>
  );
});

export function BottleMapLegend() {
  const theme = useTheme();
  return (
    <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" aria-label="Legend">
      {DISPENSER_CELL_STATES.map((s) => (
        <Stack key={s} direction="row" spacing={0.75} alignItems="center">
          <svg width={16} height={16} viewBox="-18 -18 36 36" aria-hidden>
            <polygon points={HEX_POINTS} transform="scale(0.5)" fill={cellFill(theme, s)} stroke={theme.palette.text.disabled} strokeDasharray={s === 'fake' ? '4 3' : undefined} />
          </svg>
          <Typography variant="body2">{CELL_STATE_LABELS[s]}</Typography>
        </Stack>
      ))}
    </Stack>
  );
}

/** The bottle wall as a hexagon map: wheel or buttons zoom (0.5× to 8×), dragging pans. */
export function BottleMap({ cells, onOpen }: { cells: BottleCell[]; onOpen?: (cell: BottleCell) => void }) {
  const theme = useTheme();
  const size = useMemo(() => mapSize(cells), [cells]);
  const [view, setView] = useState<View>({ scale: 1, x: 0, y: 0 });
  const box = useRef<SVGSVGElement>(null);
  const drag = useRef<{ x: number; y: number; moved: boolean; id: number } | null>(null);
  const suppressClick = useRef(false);

  const rendered = useMemo(
    () => cells.map((cell) => <HexCell key={cell.id} cell={cell} state={dispenserCellState(cell)} theme={theme} onOpen={onOpen} />),
    [cells, theme, onOpen],
  );

  const point = (clientX: number, clientY: number) => {
    const rect = box.current!.getBoundingClientRect();
    // viewBox units per screen pixel
    const k = size.width / rect.width;
    return { x: (clientX - rect.left) * k, y: (clientY - rect.top) * k, k };
  };
  const onWheel = (e: ReactWheelEvent<SVGSVGElement>) => {
    const p = point(e.clientX, e.clientY);
    setView((v) => zoomAt(v, e.deltaY < 0 ? 1.2 : 1 / 1.2, p.x, p.y));
  };
  const onPointerDown = (e: ReactPointerEvent<SVGSVGElement>) => {
    drag.current = { x: e.clientX, y: e.clientY, moved: false, id: e.pointerId };
  };
  const onPointerMove = (e: ReactPointerEvent<SVGSVGElement>) => {
    const d = drag.current;
    if (!d) return;
    const dx = e.clientX - d.x;
    const dy = e.clientY - d.y;
    if (!d.moved && Math.hypot(dx, dy) < 4) return;
    if (!d.moved) box.current?.setPointerCapture(d.id);
    d.moved = true;
    const { k } = point(e.clientX, e.clientY);
    d.x = e.clientX;
    d.y = e.clientY;
    setView((v) => ({ ...v, x: v.x + dx * k, y: v.y + dy * k }));
  };
  const onPointerUp = () => {
    suppressClick.current = Boolean(drag.current?.moved);
    drag.current = null;
  };
  const zoomButton = (factor: number) => setView((v) => zoomAt(v, factor, size.width / 2, size.height / 2));

  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Stack direction="row" spacing={0.5} justifyContent="flex-end" sx={{ px: 1, py: 0.5, borderBottom: 1, borderColor: 'divider' }}>
        <Tooltip title="Zoom in">
          <span>
            <IconButton size="small" aria-label="Zoom in" onClick={() => zoomButton(1.5)} disabled={view.scale >= 8}>
              +
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title="Zoom out">
          <span>
            <IconButton size="small" aria-label="Zoom out" onClick={() => zoomButton(1 / 1.5)} disabled={view.scale <= 0.5}>
              −
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title="Reset view">
          <IconButton size="small" aria-label="Reset view" onClick={() => setView({ scale: 1, x: 0, y: 0 })}>
            ⟲
          </IconButton>
        </Tooltip>
        <Typography variant="caption" sx={{ alignSelf: 'center', px: 0.5, minWidth: 36 }} aria-label="Zoom level">
          {`${Math.round(view.scale * 100)}%`}
        </Typography>
      </Stack>
      <Box
        component="svg"
        ref={box}
        role="img"
        aria-label="Bottle dispensers map"
        viewBox={`0 0 ${size.width.toFixed(0)} ${size.height.toFixed(0)}`}
        sx={{ display: 'block', width: '100%', maxHeight: '70vh', touchAction: 'none', userSelect: 'none', cursor: drag.current?.moved ? 'grabbing' : 'grab' }}
        onWheel={onWheel}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onClickCapture={(e) => {
          if (suppressClick.current) {
            e.stopPropagation();
            suppressClick.current = false;
          }
        }}
      >
        <g transform={`translate(${view.x.toFixed(1)},${view.y.toFixed(1)}) scale(${view.scale})`}>{rendered}</g>
      </Box>
    </Paper>
  );
}
