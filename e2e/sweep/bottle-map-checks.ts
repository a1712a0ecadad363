import type { SweepCheck } from './types';

/** Smallest on-screen height, in px, of a cell's text on the bottle map at the initial zoom. */
const MIN_TEXT_PX = 10;

/**
 * The bottle map at its initial zoom: fits its box and the viewport height below the top bar,
 * every cell shows its position code and its level in % and ml at a readable size, and the low
 * and empty bottles are listed beside it.
 */
export const bottleMapReadable: SweepCheck = async (page) =>
  page.evaluate((minText) => {
    const problems: string[] = [];
    const map = document.querySelector<SVGSVGElement>('svg[data-testid="bottle-map"]');
    if (!map) return ['the bottle map is missing'];
    const r = map.getBoundingClientRect();
    const box = map.parentElement!.getBoundingClientRect();
    if (r.right > box.right + 1 || r.left < box.left - 1) problems.push('the bottle map is wider than its box');
    if (r.height > window.innerHeight - 64) problems.push(`the bottle map is taller (${Math.round(r.height)} px) than the screen below the top bar`);
    const cells = [...map.querySelectorAll<SVGGElement>('g[data-state]:not([data-state="fake"])')];
    let small = 0;
    let incomplete = 0;
    for (const cell of cells) {
      const text = cell.textContent ?? '';
      if (!/%/.test(text) || !/ml/.test(text) || !cell.querySelector('[data-code]')) incomplete += 1;
      for (const t of cell.querySelectorAll('text')) if (t.getBoundingClientRect().height < minText) small += 1;
    }
    if (incomplete > 0) problems.push(`${incomplete} of ${cells.length} cells do not show position code, % and ml`);
    if (small > 0) problems.push(`${small} cell texts are drawn under ${minText} px high`);
    const list = document.querySelector('[data-testid="low-bottles"]');
    if (!list) problems.push('no list of low and empty bottles beside the map');
    return problems;
  }, MIN_TEXT_PX);
