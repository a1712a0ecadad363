import type { Page } from '@playwright/test';
import type { SweepCheck } from './types';

export type { SweepCheck, SweepContext } from './types';

/** The page must never scroll sideways. */
export const noHorizontalPageScroll: SweepCheck = async (page) => {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  return overflow > 0 ? [`the page scrolls sideways by ${overflow} px`] : [];
};

/**
 * No part of the main content scrolls sideways (a table wider than its box hides columns behind
 * a scroll), unless the box says it is meant to pan (data-pan).
 */
export const noSidewaysScrollInContent: SweepCheck = async (page) =>
  page.evaluate(() => {
    const problems: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('main *')) {
      const style = getComputedStyle(el);
      if (style.overflowX !== 'auto' && style.overflowX !== 'scroll') continue;
      if (el.closest('[data-pan]')) continue;
      // Scrollable tabs with their arrow buttons showing are reachable by those buttons.
      if (el.classList.contains('MuiTabs-scroller') && el.parentElement?.querySelector('.MuiTabs-scrollButtons:not(.Mui-disabled)')) continue;
      const hidden = el.scrollWidth - el.clientWidth;
      if (hidden > 1 && el.clientWidth > 0) {
        const name = (el.querySelector('table')?.getAttribute('aria-label') ?? (el.getAttribute('class') ?? '').split(' ')[0]) || el.tagName;
        problems.push(`"${name}" scrolls sideways by ${hidden} px`);
      }
    }
    return problems;
  });

/**
 * Every visible button, link, tab and menu item (of the main content and of any open dialog or
 * menu) lies inside the viewport and inside every box that clips it, and shows its whole text.
 */
export const noClippedControls: SweepCheck = async (page) =>
  page.evaluate(() => {
    const problems: string[] = [];
    const selector = 'button, a[href], [role="button"], [role="menuitem"], [role="tab"], [role="switch"], [role="checkbox"]';
    const roots = [...document.querySelectorAll<HTMLElement>('main, [role="dialog"], [role="menu"], [role="presentation"] .MuiPopover-paper')];
    const seen = new Set<Element>();
    const nameOf = (el: HTMLElement) =>
      (el.getAttribute('aria-label') || el.textContent || el.getAttribute('title') || el.tagName).trim().replace(/\s+/g, ' ').slice(0, 40);
    const isShown = (el: HTMLElement, rect: DOMRect) => {
      if (rect.width === 0 || rect.height === 0) return false;
      if (el.closest('[aria-hidden="true"], [inert]')) return false;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || Number(style.opacity) === 0) return false;
      // Visually hidden helpers (1×1 px, clipped) are not controls a person looks for.
      return !(rect.width <= 1 && rect.height <= 1);
    };
    const ellipsised = (el: HTMLElement) =>
      [el, ...el.querySelectorAll<HTMLElement>('*')].some((node) => {
        const style = getComputedStyle(node);
        return style.textOverflow === 'ellipsis' && node.scrollWidth > node.clientWidth + 1;
      });
    for (const root of roots) {
      for (const el of root.querySelectorAll<HTMLElement>(selector)) {
        if (seen.has(el)) continue;
        seen.add(el);
        // Content of a pannable view (the bottle map) is reached by panning it; its own check covers it.
        if (el.closest('[data-pan]')) continue;
        const rect = el.getBoundingClientRect();
        if (!isShown(el, rect)) continue;
        const name = nameOf(el);
        // Tabs of a scrolling tab bar are reached by its arrows, but the selected one must show whole.
        const inTabs = el.getAttribute('aria-selected') !== 'true' && el.closest('.MuiTabs-scroller')?.parentElement?.querySelector('.MuiTabs-scrollButtons');
        if (inTabs) continue;
        if (rect.left < -1 || rect.right > window.innerWidth + 1) {
          problems.push(`"${name}" is outside the viewport (x ${Math.round(rect.left)}–${Math.round(rect.right)})`);
          continue;
        }
        let clipped = false;
        for (let box = el.parentElement; box && box !== document.body; box = box.parentElement) {
          const style = getComputedStyle(box);
          const clipsX = style.overflowX !== 'visible';
          const clipsY = style.overflowY === 'hidden' || style.overflowY === 'clip';
          if (!clipsX && !clipsY) continue;
          if (box.hasAttribute('data-pan')) continue;
          const outer = box.getBoundingClientRect();
          const left = outer.left + box.clientLeft;
          const right = left + box.clientWidth;
          const top = outer.top + box.clientTop;
          const bottom = top + box.clientHeight;
          if (clipsX && (rect.left < left - 1 || rect.right > right + 1)) clipped = true;
          if (clipsY && (rect.top < top - 1 || rect.bottom > bottom + 1)) clipped = true;
          if (clipped) {
            problems.push(`"${name}" is cut off by its container (${box.tagName.toLowerCase()}.${(box.getAttribute('class') ?? '').split(' ')[0]})`);
            break;
          }
        }
        if (!clipped && ellipsised(el)) problems.push(`"${name}" shows its text cut short (…)`);
      }
    }
    return problems;
  });

/** Scrolled to the very bottom, the floating Add button covers no control, row or text. */
export const fabCoversNothing: SweepCheck = async (page) => {
  const fab = page.locator('.MuiFab-root');
  if ((await fab.count()) === 0) return [];
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.waitForTimeout(50);
  const problems = await page.evaluate(() => {
    const found: string[] = [];
    const fabs = [...document.querySelectorAll<HTMLElement>('.MuiFab-root')];
    const targets = document.querySelectorAll<HTMLElement>(
      'main button:not(.MuiFab-root), main a[href], main input, main [role="button"], main tbody tr, main p, main h1, main h2, main .MuiTablePagination-root',
    );
    for (const fab of fabs) {
      const f = fab.getBoundingClientRect();
      for (const el of targets) {
        if (el.closest('.MuiFab-root') || el.closest('[aria-hidden="true"]')) continue;
        const r = el.getBoundingClientRect();
        if (r.width === 0 || r.height === 0) continue;
        const overlaps = r.left < f.right && r.right > f.left && r.top < f.bottom && r.bottom > f.top;
        if (overlaps) {
          const name = (el.getAttribute('aria-label') || el.textContent || el.tagName).trim().replace(/\s+/g, ' ').slice(0, 40);
          found.push(`the floating "${fab.getAttribute('aria-label')}" button covers "${name}"`);
        }
      }
    }
    return found;
  });
  await page.evaluate(() => window.scrollTo(0, 0));
  return problems;
};

/** An open dialog fits the viewport: its paper is inside it, and what does not fit scrolls. */
export const dialogsFit: SweepCheck = async (page) =>
  page.evaluate(() => {
    const problems: string[] = [];
    for (const paper of document.querySelectorAll<HTMLElement>('.MuiDialog-paper')) {
      const r = paper.getBoundingClientRect();
      const title = paper.querySelector('h2')?.textContent ?? 'dialog';
      if (r.top < -1 || r.left < -1 || r.bottom > window.innerHeight + 1 || r.right > window.innerWidth + 1) {
        problems.push(`the "${title}" dialog does not fit the viewport (${Math.round(r.width)}×${Math.round(r.height)})`);
      }
    }
    return problems;
  });

/** Live controls (data-live-control) are at least 44 × 44 px, for fingers. */
export const liveControlTouchTargets: SweepCheck = async (page) =>
  page.evaluate(() => {
    const problems: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('[data-live-controls] button, [data-live-controls] [role="switch"], [data-live-controls] label')) {
      // A switch inside its label is touched through the whole label, which is measured itself.
      if (el.getAttribute('role') === 'switch' && el.closest('label')) continue;
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0) continue;
      if (r.width < 44 || r.height < 44) {
        const name = (el.getAttribute('aria-label') || el.textContent || el.tagName).trim().slice(0, 40);
        problems.push(`live control "${name}" is ${Math.round(r.width)}×${Math.round(r.height)} px (needs 44×44)`);
      }
    }
    return problems;
  });

/**
 * The checks every route goes through. Append to it (sweepChecks.push(myCheck)) from a module
 * that the sweep imports to add a check to every route, size and theme.
 */
export const sweepChecks: SweepCheck[] = [noHorizontalPageScroll, noSidewaysScrollInContent, noClippedControls, fabCoversNothing, dialogsFit];

/** Runs every check and prefixes each problem with where it was seen. */
export async function runChecks(page: Page, checks: SweepCheck[], ctx: Parameters<SweepCheck>[1]): Promise<string[]> {
  const where = `${ctx.route.name} @ ${ctx.size.name} ${ctx.theme}`;
  const problems: string[] = [];
  for (const check of checks) {
    for (const problem of await check(page, ctx)) problems.push(`${where}: ${problem}`);
  }
  return problems;
}
