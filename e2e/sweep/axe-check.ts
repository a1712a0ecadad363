import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import type { SweepCheck } from './types';

/** The WCAG 2.1 A and AA rules, plus axe's best practices (landmarks, list markup, headings). */
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** What a finding costs a user: serious and critical ones block or badly hinder someone. */
const BLOCKING = new Set(['serious', 'critical']);

export interface AxeFinding {
  rule: string;
  impact: string;
  /** Where on the page (CSS selector) and what axe saw there. */
  target: string;
  summary: string;
}

/** Every serious or critical axe finding on the page as it is now, one per element. */
export async function axeFindings(page: Page): Promise<AxeFinding[]> {
  // only violations are read: axe then keeps one node of each pass and incomplete rule, not all of them.
  // Legacy mode runs axe in the page itself: the console has no cross-origin frames, and the default
  // opens a blank page for every scan to merge the frames' results.
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .withTags(AXE_TAGS)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations
    .filter((v) => BLOCKING.has(v.impact ?? ''))
    .flatMap((v) =>
      v.nodes.map((node) => ({
        rule: v.id,
        impact: v.impact ?? '',
        target: node.target.join(' '),
        summary: (node.failureSummary ?? v.help).split('\n').slice(1).join(' ').trim() || v.help,
      })),
    );
}

/** Route-sweep check: no serious or critical axe finding (contrast, names, list markup, nesting). */
export const axeCheck: SweepCheck = async (page) => (await axeFindings(page)).map((f) => `axe ${f.impact} ${f.rule} at ${f.target}: ${f.summary}`);
