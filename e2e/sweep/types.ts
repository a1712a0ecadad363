import type { Page } from '@playwright/test';

export interface SweepSize {
  name: string;
  width: number;
  height: number;
}

export type SweepTheme = 'light' | 'dark';

/** One screen the sweep opens: a fixed path, or one found by opening the first row of a list. */
export interface SweepRoute {
  /** Short unique name; also the screenshot file name. */
  name: string;
  /** Path to open, for screens with a fixed address. */
  path?: string;
  /** For detail pages: the list whose first row is opened to find the address. */
  firstRowOf?: string;
  /** Run after the page has loaded, e.g. to open a dialog; the screen is re-opened for the next route. */
  prepare?: (page: Page) => Promise<void>;
  /** Checks that only make sense on this screen, run after the shared ones. */
  checks?: SweepCheck[];
}

export interface SweepContext {
  route: SweepRoute;
  size: SweepSize;
  theme: SweepTheme;
}

/** Looks at the page as it is now and returns what is wrong with it (empty when all is well). */
export type SweepCheck = (page: Page, ctx: SweepContext) => Promise<string[]>;
