import { describe, expect, it } from 'vitest';
import { clampZoom, hexCenter, HEX_WIDTH, mapSize, zoomAt } from './hex-geometry';

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
});
