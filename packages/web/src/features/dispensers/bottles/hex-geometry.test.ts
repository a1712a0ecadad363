import { describe, expect, it } from 'vitest';
import { clampView, clampZoom, hexCenter, HEX_WIDTH, mapSize, readableZoom, screenToViewBox, zoomAt } from './hex-geometry';

describe('hex geometry', () => {
  it('shifts odd rows by half a cell', () => {
    expect(hexCenter(1, 0).x - hexCenter(0, 0).x).toBeCloseTo(HEX_WIDTH / 2);
    expect(hexCenter(0, 1).x - hexCenter(0, 0).x).toBeCloseTo(HEX_WIDTH);
  });
  it('keeps the zoom between 0.5 and 8', () => {
    expect(clampZoom(0.1)).toBe(0.5);
    expect(clampZoom(20)).toBe(8);
    expect(zoomAt({ scale: 4, x: 0, y: 0 }, 4, 0, 0).scale).toBe(8);
    expect(zoomAt({ scale: 1, x: 0, y: 0 }, 0.1, 0, 0).scale).toBe(0.5);
  });
  it('zooms around the pointer', () => {
    const v = zoomAt({ scale: 1, x: 0, y: 0 }, 2, 100, 50);
    expect(v).toEqual({ scale: 2, x: -100, y: -50 });
  });
  it('sizes the map to its rows and columns', () => {
    const s = mapSize([{ row: 9, column: 15 }]);
    expect(s.width).toBeGreaterThan(16 * HEX_WIDTH);
  });
  it('maps screen points into the letterboxed viewBox', () => {
    // a 200×100 drawing in a 400×400 box: drawn at 2×, centred vertically (100 px bands)
    expect(screenToViewBox({ left: 10, top: 20, width: 400, height: 400 }, { width: 200, height: 100 }, 210, 220)).toEqual({ x: 100, y: 50, k: 0.5 });
    // height-bound: 200×100 in a 400×100 box is drawn at 1×, centred horizontally
    expect(screenToViewBox({ left: 0, top: 0, width: 400, height: 100 }, { width: 200, height: 100 }, 100, 0)).toEqual({ x: 0, y: 0, k: 1 });
  });
});

describe('bottle map view', () => {
  const size = { width: 1000, height: 600 };
  it('pans a zoomed-in map only as far as its edges', () => {
    expect(clampView({ scale: 2, x: 50, y: -2000 }, size)).toEqual({ scale: 2, x: 0, y: -600 });
    expect(clampView({ scale: 2, x: -300, y: -100 }, size)).toEqual({ scale: 2, x: -300, y: -100 });
  });
  it('keeps a zoomed-out map wholly inside its box', () => {
    expect(clampView({ scale: 0.5, x: -10, y: 900 }, size)).toEqual({ scale: 0.5, x: 0, y: 300 });
  });
  it('starts with the whole map when its texts are readable, else zooms in just enough', () => {
    expect(readableZoom({ width: 1500, height: 900 }, size, 11)).toBe(1);
    // drawn at 0.75 px per unit, 11-unit texts would be 8.25 px: zoom 11 / 8.25
    expect(readableZoom({ width: 750, height: 900 }, size, 11)).toBeCloseTo(4 / 3);
  });
});
