/** A minimal client of the public HTTP API, as any console or integration would call it. */
export interface Answer<T = any> {
  status: number;
  body: T;
}

export class Api {
  constructor(
    readonly base: string,
    readonly token?: string,
    readonly bar?: string,
  ) {}

  as(token: string, bar?: string): Api {
    return new Api(this.base, token, bar);
  }

  /** Throws only when no answer came (connection refused or reset: the server is down). */
  async call<T = any>(method: string, path: string, body?: unknown, query?: Record<string, unknown>): Promise<Answer<T>> {
    const url = new URL(`/api${path}`, this.base);
    for (const [k, v] of Object.entries(query ?? {})) url.searchParams.set(k, typeof v === 'string' ? v : JSON.stringify(v));
    const res = await fetch(url, {
      method,
      headers: {
        ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
        ...(this.bar ? { 'x-bar': this.bar } : {}),
        ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      body: body !== undefined ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(30_000),
    });
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON (a file download) */
    }
    return { status: res.status, body: parsed as T };
  }

  /** For set-up steps: anything but 2xx is an error naming the call. */
  async must<T = any>(method: string, path: string, body?: unknown, query?: Record<string, unknown>): Promise<T> {
    const answer = await this.call<T>(method, path, body, query);
    if (answer.status >= 300) throw new Error(`${method} /api${path}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 300)}`);
    return answer.body;
  }
}

export const DEMO_PASSWORD = 'demo-password';

export async function signIn(base: string, email: string): Promise<string> {
  const login = await new Api(base).must<{ accessToken: string }>('POST', '/auth/login', { email, password: DEMO_PASSWORD });
  return login.accessToken;
}

/** Every page of a paged list (page 0-based, at most 100 a page). */
export async function allPages<T>(api: Api, path: string, query: Record<string, unknown>): Promise<T[]> {
  const rows: T[] = [];
  for (let page = 0; ; page++) {
    const answer = await api.must<{ data: T[]; count: number }>('GET', path, undefined, { ...query, page: String(page), perPage: '100' });
    rows.push(...answer.data);
    if (answer.data.length < 100 || rows.length >= answer.count) return rows;
  }
}
