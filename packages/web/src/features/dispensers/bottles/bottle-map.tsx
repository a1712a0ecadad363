import { memo, useEffect, useMemo, useRef, useState, type PointerEvent as ReactPointerEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { DISPENSER_CELL_STATES, dispenserCellState } from '@bar/domain';
import type { BottleCell } from '../api/types';
import { CELL_STATE_HINTS, CELL_STATE_LABELS, cellColors } from './cell-colors';
import { HEX_POINTS, mapSize, screenToViewBox, zoomAt, type View } from './hex-geometry';
import { HexCell } from './hex-cell';

/** The SPEC §4 cell states in SPEC order; it has no props, so live reloads leave it alone. */
export const BottleMapLegend = memo(function BottleMapLegend() {
  const theme = useTheme();
  return (
    <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" aria-label="Legend">
      {DISPENSER_CELL_STATES.map((s) => (
        <Stack key={s} direction="row" spacing={0.75} alignItems="center">
          <svg width={16} height={16} viewBox="-18 -18 36 36" aria-hidden>
            <polygon
              points={HEX_POINTS}
              transform="scale(0.5)"
              style={{ fill: cellColors(theme, s).fill, stroke: (theme.vars ?? theme).palette.text.disabled }}
              strokeWidth={3}
              strokeDasharray={s === 'fake' ? '6 4' : undefined}
            />
          </svg>
          <Typography variant="body2">{CELL_STATE_LABELS[s]}</Typography>
          {CELL_STATE_HINTS[s] ? (
            <Typography variant="body2" color="text.secondary">
              {`(${CELL_STATE_HINTS[s]})`}
            </Typography>
          ) : null}
        </Stack>
      ))}
    </Stack>
  );
});

/** The bottle wall as a hexagon map: wheel or buttons zoom (0.5× to 8×), dragging pans. */
export function BottleMap({ cells, onOpen, summary }: { cells: BottleCell[]; onOpen?: (cell: BottleCell) => void; summary?: ReactNode }) {
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

  const point = (clientX: number, clientY: number) => screenToViewBox(box.current!.getBoundingClientRect(), size, clientX, clientY);
  // React's wheel listener is passive, so the page would scroll while the map zooms: listen natively.
  useEffect(() => {
    const svg = box.current;
    if (!svg) return;
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      const p = screenToViewBox(svg.getBoundingClientRect(), size, e.clientX, e.clientY);
      setView((v) => zoomAt(v, e.deltaY < 0 ? 1.2 : 1 / 1.2, p.x, p.y));
    };
    svg.addEventListener('wheel', onWheel, { passive: false });
    return () => svg.removeEventListener('wheel', onWheel);
  }, [size]);
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
      <Stack direction="row" spacing={0.5} alignItems="center" sx={{ px: 1, py: 0.5, borderBottom: 1, borderColor: 'divider' }}>
        <Box sx={{ flexGrow: 1, minWidth: 0, px: 1 }}>{summary}</Box>
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
