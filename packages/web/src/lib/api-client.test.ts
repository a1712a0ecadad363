import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, buildApiUrl } from './api-client';
import { ApiError } from './api-error';
import { SELECTED_BAR_STORAGE_KEY, SESSION_STORAGE_KEY, sessionStore } from './session';
import type { SessionLogin } from './session-codec';

const login: SessionLogin = {
  id: 'u1',
  email: 'staff@bar.example',
  firstName: 'Sam',
  lastName: 'Staff',
  superadmin: false,
  roles: [{ id: 'g1', barId: 'bar-1', barName: 'Bar One', role: 'BARMAN' }],
  accessToken: 'token-1',
};

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  sessionStore.signIn(login);
  sessionStore.selectBar('bar-1');
});

afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  localStorage.clear();
  sessionStore.reload();
});

function lastRequest(): { url: string; init: RequestInit; headers: Headers } {
  const [url, init = {}] = fetchMock.mock.calls.at(-1) ?? [];
  return { url: String(url), init, headers: new Headers(init.headers) };
}

describe('api client', () => {
  it('renames every _id key to id in the answer', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { data: [{ _id: 'b1', robots: [{ _id: 'r1' }] }], count: 1, page: 0, perPage: 5 }));
    const page = await api('/ubar/bars/');
    expect(page).toEqual({ data: [{ id: 'b1', robots: [{ id: 'r1' }] }], count: 1, page: 0, perPage: 5 });
  });

  it('sends the bearer token, x-bar, JSON body and JSON-encoded sort and search', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, {}));
    await api('/uorder/drink/', {
      method: 'POST',
      barScoped: true,
      query: { page: 0, perPage: 5, sort: { createdAt: -1 }, search: { status: 'error' }, skip: undefined },
      body: { a: 1 },
    });
    const { url, init, headers } = lastRequest();
    expect(url).toBe(buildApiUrl('/uorder/drink/', { page: 0, perPage: 5, sort: { createdAt: -1 }, search: { status: 'error' } }));
    const params = new URL(url, 'http://x').searchParams;
    expect(params.get('sort')).toBe('{"createdAt":-1}');
    expect(params.get('search')).toBe('{"status":"error"}');
    expect(params.has('skip')).toBe(false);
    expect(url.startsWith('/api/uorder/drink/?')).toBe(true);
    expect(headers.get('authorization')).toBe('Bearer token-1');
    expect(headers.get('x-bar')).toBe('bar-1');
    expect(headers.get('content-type')).toBe('application/json');
    expect(init.body).toBe('{"a":1}');
  });

  it('prefers an explicit bar over the selected one and sends none unless asked', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(200, {}));
    await api('/ubar/bars/current', { bar: 'bar-9' });
    expect(lastRequest().headers.get('x-bar')).toBe('bar-9');
    await api('/ubar/bars/avail');
    expect(lastRequest().headers.has('x-bar')).toBe(false);
  });

  it('throws ApiError with the server message and details', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, { statusCode: 400, error: 'Bad Request', message: 'Name is required', details: [{ path: 'name', message: 'Name is required' }] }),
    );
    const error = await api('/ubar/bars/create', { method: 'POST', body: {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, message: 'Name is required', details: [{ path: 'name', message: 'Name is required' }] });
    expect(sessionStore.getState().login).not.toBeNull();
  });

  it('on 401 clears the stored login and bar and signs out as expired, remembering the bar for the next sign-in', async () => {
    fetchMock.mockResolvedValue(jsonResponse(401, { statusCode: 401, error: 'Unauthorized', message: 'Session expired' }));
    await expect(api('/auth/whoami', { method: 'POST' })).rejects.toMatchObject({ status: 401, message: 'Session expired' });
    expect(sessionStore.getState()).toEqual({
      login: null,
      selectedBarId: null,
      signOutReason: 'expired',
      returnBar: { userId: 'u1', barId: 'bar-1' },
    });
    expect(localStorage.getItem(SESSION_STORAGE_KEY)).toBeNull();
    expect(localStorage.getItem(SELECTED_BAR_STORAGE_KEY)).toBeNull();
  });

  it('on 403 signs out too, unless the call opted out', async () => {
    fetchMock.mockResolvedValue(jsonResponse(403, { statusCode: 403, error: 'Forbidden', message: 'No role on this bar' }));
    await expect(api('/ubar/bars/current', { bar: 'bar-2', signOutOnForbidden: false })).rejects.toBeInstanceOf(ApiError);
    expect(sessionStore.getState().login).not.toBeNull();
    await expect(api('/ubar/bars/')).rejects.toBeInstanceOf(ApiError);
    expect(sessionStore.getState().login).toBeNull();
    expect(sessionStore.getState().signOutReason).toBe('forbidden');
  });

  it('does not end a newer session when an old request comes back 401', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const pending = api('/ubar/bars/avail');
    sessionStore.signIn({ ...login, accessToken: 'token-2' });
    answer(jsonResponse(401, { message: 'old token' }));
    await expect(pending).rejects.toBeInstanceOf(ApiError);
    expect(sessionStore.getState().login?.accessToken).toBe('token-2');
  });

  it('keeps a 500 from signing out and falls back to the status when the body is not JSON', async () => {
    fetchMock.mockResolvedValue(new Response('oops', { status: 500, statusText: 'Internal Server Error' }));
    const error = await api('/ubar/bars/avail').catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 500, serverMessage: null });
    expect((error as Error).message).toContain('500');
    expect(sessionStore.getState().login).not.toBeNull();
  });
});
