/**
 * The bar each user last selected on this device, so signing in again returns to it. It is only a
 * bar id per user id (no credentials), and it outlives sign-out on purpose.
 */
export const LAST_BARS_STORAGE_KEY = 'barConsole.lastBars';

type LastBars = Record<string, string>;

function readAll(): LastBars {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(LAST_BARS_STORAGE_KEY) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    return {};
  }
}

function writeAll(all: LastBars): void {
  try {
    if (Object.keys(all).length === 0) localStorage.removeItem(LAST_BARS_STORAGE_KEY);
    else localStorage.setItem(LAST_BARS_STORAGE_KEY, JSON.stringify(all));
  } catch {
    // Without storage the next sign-in simply starts without a bar.
  }
}

/** The bar this user last selected on this device, if any. */
export function lastBarOf(userId: string): string | null {
  return readAll()[userId] ?? null;
}

/** Remembers the user's selected bar; null forgets it (a bar they can no longer select). */
export function rememberLastBar(userId: string, barId: string | null): void {
  const all = readAll();
  if (barId === null) {
    if (!(userId in all)) return;
    delete all[userId];
  } else {
    if (all[userId] === barId) return;
    all[userId] = barId;
  }
  writeAll(all);
}
