import { memo, useCallback, useEffect, useMemo, useRef, useState, type PointerEvent as ReactPointerEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { DISPENSER_CELL_STATES, dispenserCellState } from '@bar/domain';
import type { BottleCell } from '../api/types';
import { cellColors, hasHint } from './cell-colors';
import { clampView, HEX_POINTS, mapSize, readableZoom, screenToViewBox, zoomAt, type View } from './hex-geometry';
import { HexCell, SMALLEST_CELL_FONT } from './hex-cell';
import type { RunOuts } from './low-bottles-list';

/** The SPEC §4 cell states in SPEC order; it has no props, so live reloads leave it alone. */
/** The reset button's glyph: a symbol, not a word (its name comes from the translations). */
const RESET_GLYPH = '⟲';

export const BottleMapLegend = memo(function BottleMapLegend() {
  const { t } = useTranslation('dispensers');
  const theme = useTheme();
  return (
    <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" aria-label={t('map.legend')}>
      {DISPENSER_CELL_STATES.map((s) => (
        <Stack key={s} direction="row" spacing={0.75} alignItems="center">
          <svg width={16} height={16} viewBox="-22 -22 44 44" aria-hidden>
            <polygon
              points={HEX_POINTS}
              transform="scale(0.5)"
              style={{ fill: cellColors(theme, s).fill, stroke: (theme.vars ?? theme).palette.text.disabled }}
              strokeWidth={3}
              strokeDasharray={s === 'fake' ? '6 4' : undefined}
            />
          </svg>
          <Typography variant="body2">{t(`cellStates.${s}`)}</Typography>
          {hasHint(s) ? (
            <Typography variant="body2" color="text.secondary">
              {`(${t(`cellHints.${s}`)})`}
            </Typography>
          ) : null}
        </Stack>
      ))}
    </Stack>
  );
});

/**
 * The bottle wall as a hexagon map: wheel or buttons zoom (0.5× to 8×), dragging pans within the
 * map's bounds. It opens zoomed just enough for the cells' texts to be readable on this screen.
 */
export function BottleMap({
  cells,
  onOpen,
  summary,
  runOuts,
}: {
  cells: BottleCell[];
  onOpen?: (cell: BottleCell) => void;
  summary?: ReactNode;
  /** Each cell's forecast in words; a cell running out before closing is marked. */
  runOuts?: RunOuts;
}) {
  const { t } = useTranslation('dispensers');
  const theme = useTheme();
  const size = useMemo(() => mapSize(cells), [cells]);
  const [view, setView] = useState<View>({ scale: 1, x: 0, y: 0 });
  const box = useRef<SVGSVGElement>(null);
  // Until the user zooms or pans, the view follows the box's size (rotation, window resize).
  const touched = useRef(false);
  const firstView = useCallback((): View => {
    const rect = box.current?.getBoundingClientRect();
    return { scale: rect ? readableZoom(rect, size, SMALLEST_CELL_FONT) : 1, x: 0, y: 0 };
  }, [size]);
  const change = useCallback(
    (next: (v: View) => View) => {
      touched.current = true;
      setView((v) => clampView(next(v), size));
    },
    [size],
  );
  useEffect(() => {
    const svg = box.current;
    if (!svg || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (!touched.current) setView(firstView());
    });
    observer.observe(svg);
    return () => observer.disconnect();
  }, [firstView]);
  const drag = useRef<{ x: number; y: number; moved: boolean; id: number } | null>(null);
  const suppressClick = useRef(false);

  const rendered = useMemo(
    () =>
      cells.map((cell) => (
        <HexCell
          key={cell.id}
          cell={cell}
          state={dispenserCellState(cell)}
          theme={theme}
          onOpen={onOpen}
          runOut={runOuts?.get(cell.id)?.text}
          runsOutSoon={runOuts?.get(cell.id)?.soon}
        />
      )),
    [cells, theme, onOpen, runOuts],
  );

  const point = (clientX: number, clientY: number) => screenToViewBox(box.current!.getBoundingClientRect(), size, clientX, clientY);
  // React's wheel listener is passive, so the page would scroll while the map zooms: listen natively.
  useEffect(() => {
    const svg = box.current;
    if (!svg) return;
    const onWheel = (e: WheelEvent) => {
      e.preventDefault();
      const p = screenToViewBox(svg.getBoundingClientRect(), size, e.clientX, e.clientY);
      change((v) => zoomAt(v, e.deltaY < 0 ? 1.2 : 1 / 1.2, p.x, p.y));
    };
    svg.addEventListener('wheel', onWheel, { passive: false });
    return () => svg.removeEventListener('wheel', onWheel);
  }, [size, change]);
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
    change((v) => ({ ...v, x: v.x + dx * k, y: v.y + dy * k }));
  };
  const onPointerUp = () => {
    suppressClick.current = Boolean(drag.current?.moved);
    drag.current = null;
  };
  const zoomButton = (factor: number) => change((v) => zoomAt(v, factor, size.width / 2, size.height / 2));
  const reset = () => {
    touched.current = false;
    setView(firstView());
  };

  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      <Stack direction="row" spacing={0.5} alignItems="center" sx={{ px: 1, py: 0.5, borderBottom: 1, borderColor: 'divider' }}>
        <Box sx={{ flexGrow: 1, minWidth: 0, px: 1 }}>{summary}</Box>
        <Tooltip title={t('map.zoomIn')}>
          <span>
            <IconButton size="small" aria-label={t('map.zoomIn')} onClick={() => zoomButton(1.5)} disabled={view.scale >= 8}>
              +
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title={t('map.zoomOut')}>
          <span>
            <IconButton size="small" aria-label={t('map.zoomOut')} onClick={() => zoomButton(1 / 1.5)} disabled={view.scale <= 0.5}>
              −
            </IconButton>
          </span>
        </Tooltip>
        <Tooltip title={t('map.resetView')}>
          <IconButton size="small" aria-label={t('map.resetView')} onClick={reset}>
            {RESET_GLYPH}
          </IconButton>
        </Tooltip>
        <Typography variant="caption" sx={{ alignSelf: 'center', px: 0.5, minWidth: 36 }} aria-label={t('map.zoomLevel')}>
          {`${Math.round(view.scale * 100)}%`}
        </Typography>
      </Stack>
      <Box
        component="svg"
        ref={box}
        // a group, not an image: its cells are buttons
        role="group"
        aria-label={t('map.label')}
        data-testid="bottle-map"
        // pans: cells outside the box are reached by dragging
        data-pan
        viewBox={`0 0 ${size.width.toFixed(0)} ${size.height.toFixed(0)}`}
        sx={{
          display: 'block',
          width: '100%',
          aspectRatio: `${size.width} / ${size.height}`,
          maxHeight: '70vh',
          touchAction: 'none',
          userSelect: 'none',
          cursor: drag.current?.moved ? 'grabbing' : 'grab',
        }}
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
