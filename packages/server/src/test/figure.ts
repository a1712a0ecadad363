/**
 * One line per measured promise (ARCHITECTURE §10), the same shape everywhere so a run's figures
 * can be collected with `grep '^FIGURE '`: `FIGURE <subject>: <what was measured>`.
 */
export function reportFigure(subject: string, measured: string): string {
  const line = `FIGURE ${subject}: ${measured}`;
  console.info(line);
  return line;
}

/** A count as the figures print it: thousands separated, e.g. 4,210. */
export const n = (count: number): string => count.toLocaleString('en-US');
