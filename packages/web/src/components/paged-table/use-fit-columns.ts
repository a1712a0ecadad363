import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';

/**
 * How many columns must give way for the table inside `box` to fit its width without a sideways
 * scroll (at most `max`). Measured before paint, one column at a time, again when `content` (the
 * rows) changes; a wider box starts over.
 */
export function useFitColumns(box: RefObject<HTMLElement | null>, max: number, content: unknown): number {
  const [hidden, setHidden] = useState(0);
  // Bumped by every change of the box's width, so that a narrower box is measured again.
  const [resized, setResized] = useState(0);

  useLayoutEffect(() => {
    const el = box.current;
    if (el && hidden < max && el.scrollWidth > el.clientWidth + 1) setHidden(hidden + 1);
  }, [box, hidden, max, content, resized]);

  useEffect(() => {
    const el = box.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    let width = el.clientWidth;
    const observer = new ResizeObserver(() => {
      if (el.clientWidth === width) return;
      if (el.clientWidth > width) setHidden(0);
      width = el.clientWidth;
      setResized((n) => n + 1);
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, [box]);

  return Math.min(hidden, max);
}
