import { GatewayUnavailableError } from './gateways.js';

export interface JsonAnswer {
  status: number;
  body: unknown;
}

/**
 * POSTs JSON and reads a JSON answer within `timeoutMs`. Network failures, timeouts and non-JSON
 * answers become GatewayUnavailableError; HTTP statuses are left to the caller.
 */
export async function postJson(url: string, headers: Record<string, string>, body: unknown, timeoutMs: number, gateway: string): Promise<JsonAnswer> {
  return sendJson('POST', url, headers, body, timeoutMs, gateway);
}

/** Like postJson for any method; `body` undefined sends none. */
export async function sendJson(
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  body: unknown,
  timeoutMs: number,
  gateway: string,
): Promise<JsonAnswer> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: { ...(body !== undefined ? { 'Content-Type': 'application/json' } : {}), Accept: 'application/json', ...headers },
      body: body !== undefined ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    });
  } catch (err) {
    const timedOut = (err as Error)?.name === 'TimeoutError' || (err as Error)?.name === 'AbortError';
    throw new GatewayUnavailableError(`${gateway} ${timedOut ? 'did not answer in time' : 'could not be reached'}.`);
  }
  let text: string;
  try {
    text = await response.text();
  } catch {
    throw new GatewayUnavailableError(`${gateway} broke off its answer.`);
  }
  let parsed: unknown = undefined;
  if (text.trim()) {
    try {
      parsed = JSON.parse(text);
    } catch {
      if (response.ok) throw new GatewayUnavailableError(`${gateway} answered something that is not JSON.`);
    }
  }
  return { status: response.status, body: parsed };
}
