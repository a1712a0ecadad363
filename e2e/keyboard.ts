import { expect, type Locator, type Page } from '@playwright/test';

/** Whether the element (or something inside it, e.g. a switch's input) has the keyboard focus. */
const holdsFocus = (target: Locator) => target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement));

/**
 * How the focused element shows its focus, or null when it shows none: an outline or a box shadow
 * on it (or on the MUI control that draws it, .Mui-focusVisible), or the thick border of a focused
 * text field.
 */
export async function focusIndicator(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return null;
    const field = el.closest('.MuiInputBase-root');
    if (field) {
      const border = field.querySelector('fieldset');
      const width = border ? parseFloat(getComputedStyle(border).borderTopWidth) : 0;
      return field.classList.contains('Mui-focused') && width >= 2 ? `field border ${width}px` : null;
    }
    const ring = el.closest('.Mui-focusVisible') ?? el;
    const style = getComputedStyle(ring);
    if (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) return `outline ${style.outlineWidth} ${style.outlineStyle}`;
    if (style.boxShadow && style.boxShadow !== 'none') return `box-shadow ${style.boxShadow}`;
    return null;
  });
}

/** Asserts the focused element shows its focus. */
export async function expectVisibleFocus(page: Page): Promise<void> {
  const described = await page.evaluate(() => {
    const el = document.activeElement;
    return el ? `${el.tagName.toLowerCase()} "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"` : 'nothing';
  });
  expect(await focusIndicator(page), `visible focus on ${described}`).not.toBeNull();
}

/**
 * Presses Tab (or Shift+Tab) until the target has the focus, as a keyboard user moves through the
 * page, then checks that the focus shows. Fails if it is not reached within `max` presses.
 */
export async function tabTo(page: Page, target: Locator, { max = 80, backwards = false } = {}): Promise<void> {
  await target.waitFor();
  for (let presses = 0; presses < max; presses += 1) {
    if (await holdsFocus(target)) {
      await expectVisibleFocus(page);
      return;
    }
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${target.toString()} not reached with ${max} presses of ${backwards ? 'Shift+Tab' : 'Tab'}`);
}

/** Focuses the target with Tab and activates it with Enter. */
export async function tabAndEnter(page: Page, target: Locator, options?: { max?: number; backwards?: boolean }): Promise<void> {
  await tabTo(page, target, options);
  await page.keyboard.press('Enter');
}
