import { BAR_VERSIONS, type BarVersion } from '@bar/domain';
import type { BarSetup } from './bar-model.js';
import type { BarMenuRecipe, MenuSource } from './menu.js';

interface BarDetailAnswer {
  _id: string;
  name: string;
  version: string;
  open: boolean;
  timeZone?: string;
  theme?: string;
  roboticSystem?: Record<string, unknown>;
  paymentSettings?: { currency?: { currencyNameISO?: string } };
  robots: Array<{ _id: string; tagName: string; displayName: string; status: string; enabled: boolean }>;
}

class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

async function call<T>(base: string, path: string, init: { method?: string; token?: string; bar?: string; body?: unknown } = {}): Promise<T> {
  const res = await fetch(new URL(`/api${path}`, base), {
    method: init.method ?? 'GET',
    headers: {
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...(init.bar ? { 'x-bar': init.bar } : {}),
      ...(init.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: init.body !== undefined ? JSON.stringify(init.body) : undefined,
  });
  const text = await res.text();
  if (!res.ok) {
    let message = text;
    try {
      message = (JSON.parse(text) as { message?: string }).message ?? text;
    } catch {
      /* not JSON */
    }
    throw new ApiError(res.status, `${init.method ?? 'GET'} /api${path}: ${res.status} ${message}`);
  }
  return JSON.parse(text) as T;
}

/** A bar's setup from its detail as the API answers it. */
export function setupFromDetail(bar: BarDetailAnswer): BarSetup {
  const version = (BAR_VERSIONS as readonly string[]).includes(bar.version) ? (bar.version as BarVersion) : 'ms3.1';
  const theme = bar.theme === 'dark' || bar.theme === 'light' ? bar.theme : 'auto';
  return {
    barId: bar._id,
    name: bar.name,
    version,
    open: bar.open,
    theme,
    roboticSystem: Object.fromEntries(Object.entries(bar.roboticSystem ?? {}).filter(([, v]) => typeof v === 'boolean')),
    robots: bar.robots.map((r) => ({ id: r._id, tagName: r.tagName, displayName: r.displayName, status: r.status, enabled: r.enabled })),
    currency: bar.paymentSettings?.currency?.currencyNameISO ?? 'EUR',
    ...(bar.timeZone ? { timeZone: bar.timeZone } : {}),
  };
}

interface MenuPage<T> {
  data: T[];
}

/**
 * The bar's menu through the API the console uses (any staff token of the bar): every recipe of
 * its enabled categories, with the price it sells at and whether it can be made now.
 */
export async function fetchBarMenu(base: string, token: string, barId: string): Promise<BarMenuRecipe[]> {
  const page = { page: '0', perPage: '10000' };
  const categories = await call<MenuPage<{ _id: string; name: string; color: string; enabled: boolean }>>(
    base,
    `/udrink/categories/?${new URLSearchParams(page)}`,
    { token, bar: barId },
  );
  const menu: BarMenuRecipe[] = [];
  for (const c of categories.data.filter((x) => x.enabled)) {
    const recipes = await call<MenuPage<Omit<BarMenuRecipe, 'price' | 'category' | 'color'> & { effectivePrice: number }>>(
      base,
      `/udrink/recipes/?${new URLSearchParams({ ...page, categoryId: c._id })}`,
      { token, bar: barId },
    );
    for (const r of recipes.data)
      menu.push({ name: r.name, price: r.effectivePrice, category: c.name, color: c.color, valid: r.valid, ingredients: r.ingredients });
  }
  return menu;
}

/**
 * An account's session that signs in again when its access token is refused (401), as after a
 * server restart with another secret; concurrent callers share one sign-in.
 */
export function accountSession(base: string, email: string, password: string) {
  let token: Promise<string> | undefined;
  const signIn = () => call<{ accessToken: string }>(base, '/auth/login', { method: 'POST', body: { email, password } }).then((a) => a.accessToken);
  const current = () =>
    (token ??= signIn().catch((err) => {
      token = undefined;
      throw err;
    }));
  return async function withToken<T>(use: (token: string) => Promise<T>): Promise<T> {
    const used = current();
    try {
      return await use(await used);
    } catch (err) {
      if (!(err instanceof ApiError && err.status === 401)) throw err;
      if (token === used) token = undefined;
      return use(await current());
    }
  };
}

/**
 * Signs in as an MSADMIN or SUPERADMIN and prepares every bar it may run (or only `barIds`):
 * the bar's detail and a bar controller token from POST /api/auth/bar-jwt/{id}, renewed the same
 * way when the broker refuses it.
 */
export async function prepareBarsFromApi(base: string, email: string, password: string, barIds?: string[]) {
  const session = accountSession(base, email, password);
  const avail = await session((token) => call<Array<{ _id: string; name: string }>>(base, '/ubar/bars/avail', { token }));
  const chosen = barIds?.length ? avail.filter((b) => barIds.includes(b._id)) : avail;
  const bars: Array<{ setup: BarSetup; token: string; loadMenu: MenuSource; renewToken: () => Promise<string> }> = [];
  for (const b of chosen) {
    const barToken = () =>
      session((token) => call<{ token: string }>(base, `/auth/bar-jwt/${b._id}`, { method: 'POST', token, bar: b._id, body: {} })).then((a) => a.token);
    try {
      const detail = await session((token) => call<BarDetailAnswer>(base, '/ubar/bars/current', { token, bar: b._id }));
      bars.push({
        setup: setupFromDetail(detail),
        token: await barToken(),
        loadMenu: () => session((token) => fetchBarMenu(base, token, b._id)),
        renewToken: barToken,
      });
    } catch (err) {
      console.warn(`Skipping ${b.name}: ${err instanceof Error ? err.message : String(err)}`);
    }
  }
  return bars;
}

/** With a bar token only: the simulator needs the bar's shape, given on the command line. */
export async function prepareBarFromToken(
  base: string,
  barId: string,
  token: string,
  userToken?: string,
): Promise<{ setup: BarSetup; token: string; loadMenu: MenuSource }> {
  if (userToken) {
    const detail = await call<BarDetailAnswer>(base, '/ubar/bars/current', { token: userToken, bar: barId });
    return { setup: setupFromDetail(detail), token, loadMenu: () => fetchBarMenu(base, userToken, barId) };
  }
  throw new Error('With --bar-token also give --access-token (any BARMAN or higher on the bar) so the simulator can read the bar.');
}
