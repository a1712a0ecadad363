import { ApiError, apiErrorFrom } from './api-error';
import { i18next } from './i18n/i18n';
import { renameIds } from './rename-id';
import { sessionStore } from './session';

export const API_BASE = '/api';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type QueryValue = string | number | boolean | Date | object | null | undefined;

export interface ApiOptions {
  method?: HttpMethod;
  /** Query parameters; objects (sort, search) are sent as JSON text, null/undefined are left out. */
  query?: Record<string, QueryValue>;
  /** JSON body, or FormData for multipart uploads. */
  body?: unknown;
  /** Bar id for the `x-bar` header of a bar-scoped call. */
  bar?: string | null;
  /** Send the selected bar as `x-bar` when `bar` is not given. */
  barScoped?: boolean;
  signal?: AbortSignal;
  headers?: Record<string, string>;
  /** 'blob' for downloads; JSON answers are otherwise parsed and their `_id` keys renamed. */
  responseType?: 'json' | 'blob';
  /**
   * Whether a 403 ends the session (SPEC §8, default true). Restoring a stored bar turns it off: a
   * bar the user lost access to is discarded, not a reason to sign out.
   */
  signOutOnForbidden?: boolean;
}

function queryText(value: Exclude<QueryValue, null | undefined>): string {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** `/api` + path + query string. */
export function buildApiUrl(path: string, query?: ApiOptions['query']): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  const base = clean.startsWith(`${API_BASE}/`) ? clean : `${API_BASE}${clean}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== null && value !== undefined) params.append(key, queryText(value));
  }
  const text = params.toString();
  return text ? `${base}?${text}` : base;
}

/**
 * Calls the API. Adds the bearer token and `x-bar`, renames `_id` to `id` in the answer, throws
 * `ApiError` on failure and signs out on 401/403.
 * @example api<Page<Bar>>('/ubar/bars/', { query: { page: 0, perPage: 5, sort: { name: 1 } } })
 */
export async function api<T = unknown>(path: string, options: ApiOptions = {}): Promise<T> {
  const { method = 'GET', query, body, signal, responseType = 'json', signOutOnForbidden = true } = options;
  const { login, selectedBarId } = sessionStore.getState();
  const token = login?.accessToken ?? null;

  const headers = new Headers(options.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  if (token) headers.set('Authorization', `Bearer ${token}`);
  const bar = options.bar ?? (options.barScoped ? selectedBarId : null);
  if (options.barScoped && !bar) throw new Error(i18next.t('errors.selectBarFirst', { ns: 'common' }));
  if (bar) headers.set('x-bar', bar);

  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers.set('Content-Type', 'application/json');
    payload = JSON.stringify(body);
  }

  const response = await fetch(buildApiUrl(path, query), { method, headers, body: payload, signal });

  if (!response.ok) {
    const error = await apiErrorFrom(response);
    const denied = error.status === 401 || (error.status === 403 && signOutOnForbidden);
    // Only end the session the request was made with, not one signed in since.
    if (denied && token && sessionStore.getState().login?.accessToken === token) {
      sessionStore.signOut(error.status === 401 ? 'expired' : 'forbidden');
    }
    throw error;
  }

  if (responseType === 'blob') return (await response.blob()) as T;
  const text = await response.text();
  if (!text) return undefined as T;
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return text as T;
  return renameIds(JSON.parse(text)) as T;
}

export { ApiError };
