/** Pointy-top hexagons in offset rows (odd rows shifted half a cell), the layout of a bottle wall. */
export const HEX_RADIUS = 40;
export const HEX_WIDTH = Math.sqrt(3) * HEX_RADIUS;
export const HEX_ROW_STEP = 1.5 * HEX_RADIUS;
const PAD = 6;

export function hexCenter(row: number, column: number): { x: number; y: number } {
  return { x: PAD + column * HEX_WIDTH + (row % 2 ? HEX_WIDTH / 2 : 0) + HEX_WIDTH / 2, y: PAD + row * HEX_ROW_STEP + HEX_RADIUS };
}

/** The polygon of a hexagon centred on 0,0 (drawn once, translated per cell). */
export const HEX_POINTS = Array.from({ length: 6 }, (_, i) => {
  const a = (Math.PI / 180) * (60 * i - 30);
  return `${(HEX_RADIUS * Math.cos(a)).toFixed(2)},${(HEX_RADIUS * Math.sin(a)).toFixed(2)}`;
}).join(' ');

export function mapSize(cells: ReadonlyArray<{ row: number; column: number }>): { width: number; height: number } {
  const rows = Math.max(0, ...cells.map((c) => c.row)) + 1;
  const columns = Math.max(0, ...cells.map((c) => c.column)) + 1;
  return { width: 2 * PAD + columns * HEX_WIDTH + HEX_WIDTH / 2, height: 2 * PAD + (rows - 1) * HEX_ROW_STEP + 2 * HEX_RADIUS };
}

export const MIN_ZOOM = 0.5;
export const MAX_ZOOM = 8;
export const clampZoom = (z: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, z));

export interface View {
  scale: number;
  x: number;
  y: number;
}

/** Zooms by `factor` keeping the point (px, py) of the viewport still. */
export function zoomAt(view: View, factor: number, px: number, py: number): View {
  const scale = clampZoom(view.scale * factor);
  const k = scale / view.scale;
  return { scale, x: px - (px - view.x) * k, y: py - (py - view.y) * k };
}

/**
 * A screen point in viewBox units, and `k` viewBox units per pixel: the SVG draws the viewBox
 * centred and letterboxed (preserveAspectRatio xMidYMid meet).
 */
export function screenToViewBox(
  rect: { left: number; top: number; width: number; height: number },
  size: { width: number; height: number },
  clientX: number,
  clientY: number,
): { x: number; y: number; k: number } {
  const s = Math.min(rect.width / size.width, rect.height / size.height) || 1;
  return { x: (clientX - rect.left - (rect.width - size.width * s) / 2) / s, y: (clientY - rect.top - (rect.height - size.height * s) / 2) / s, k: 1 / s };
}

/**
 * Keeps the map within bounds while panning: a map larger than the box always covers it (no empty
 * band past its edge), a smaller one stays wholly inside it.
 */
export function clampView(view: View, size: { width: number; height: number }): View {
  const clampAxis = (offset: number, extent: number) => {
    const scaled = extent * view.scale;
    const [low, high] = scaled >= extent ? [extent - scaled, 0] : [0, extent - scaled];
    return Math.min(high, Math.max(low, offset));
  };
  return { scale: view.scale, x: clampAxis(view.x, size.width), y: clampAxis(view.y, size.height) };
}

/** Smallest on-screen size, in px, of the cells' texts at the first view. */
export const READABLE_TEXT_PX = 11;

/**
 * The first zoom of the map in a box of that size: the whole map when its texts are readable so,
 * else just enough zoom to make them readable (the rest is reached by panning).
 */
export function readableZoom(box: { width: number; height: number }, size: { width: number; height: number }, smallestFont: number): number {
  const fit = Math.min(box.width / size.width, box.height / size.height);
  if (!(fit > 0)) return 1;
  return clampZoom(Math.max(1, READABLE_TEXT_PX / (smallestFont * fit)));
}
