import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { chromium, type Browser, type Page } from 'playwright-core';
import { BenchSkipped } from '../lib/report.js';
import { median } from '../lib/stats.js';

export const CHROMIUM = process.env.BENCH_CHROMIUM ?? '/usr/bin/chromium';

export async function launch(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM)) throw new BenchSkipped(`Chromium is not at ${CHROMIUM} (set BENCH_CHROMIUM)`);
  return chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu'] });
}

/** Serves a built folder over HTTP (module scripts do not load from file://). */
export async function serveFolder(dir: string): Promise<{ url: string; close(): void }> {
  const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
  const server = http.createServer((req, res) => {
    const file = path.join(dir, path.normalize(decodeURIComponent((req.url ?? '/').split('?')[0])));
    if (!file.startsWith(dir) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) return void res.writeHead(404).end();
    res.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' }).end(fs.readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => void server.close() };
}

/** Median ms of `runs` renders of the page's table (after `warmUp` uncounted ones). */
export async function tableRender(page: Page, url: string, warmUp: number, runs: number): Promise<number> {
  await page.goto(url, { waitUntil: 'load' });
  const times = await page.evaluate<number[]>(`(() => {
    for (let i = 0; i < ${warmUp}; i++) window.renderTable();
    return Array.from({ length: ${runs} }, () => window.renderTable());
  })()`);
  return median(times);
}

export interface Vitals {
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

/** Observers installed before the page's own scripts: LCP, layout shifts, long tasks (browser code, as text). */
const OBSERVERS = `
  window.__vitals = { lcp: 0, cls: 0, longTasks: [] };
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__vitals.lcp = e.startTime; })
    .observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => { for (const e of list.getEntries()) if (!e.hadRecentInput) window.__vitals.cls += e.value; })
    .observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__vitals.longTasks.push([e.startTime, e.duration]); })
    .observe({ type: 'longtask', buffered: true });
`;

/** Reads the observers' figures; TBT counts the long tasks from first contentful paint on. */
const READ_VITALS = `(() => {
  const v = window.__vitals;
  const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0;
  const tbt = v.longTasks.filter(([start]) => start >= fcp).reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0);
  return { lcpMs: Math.round(v.lcp), tbtMs: Math.round(tbt), cls: Math.round(v.cls * 1000) / 1000 };
})()`;

/**
 * LCP, TBT and CLS of one load of `url` (the page's own session already in storage): LCP and CLS
 * from their PerformanceObservers once the page has been quiet for 2 s; TBT = the long tasks'
 * time over 50 ms after first contentful paint, Lighthouse's definition without its throttling.
 */
export async function vitalsOf(page: Page, url: string, ready: (page: Page) => Promise<void>): Promise<Vitals> {
  await page.goto(url, { waitUntil: 'load' });
  await ready(page);
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.waitForTimeout(2000);
  return page.evaluate<Vitals>(READ_VITALS);
}

export async function installObservers(page: Page): Promise<void> {
  await page.addInitScript(OBSERVERS);
}
