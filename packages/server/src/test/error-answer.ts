import { expect } from 'vitest';
import type { ErrorCode } from '@bar/domain';

/** An injected (or fetched and read) answer: its HTTP status and raw body. */
export interface Answer {
  statusCode: number;
  body: string;
}

function parsed(body: string): { statusCode?: unknown; code?: unknown } | undefined {
  try {
    return JSON.parse(body) as { statusCode?: unknown; code?: unknown };
  } catch {
    return undefined;
  }
}

/**
 * An error answer with this status and this stable `code` (the body's statusCode included): tests
 * tell errors apart by the code, never by the sentence. The body is shown when it fails.
 */
export function expectError(res: Answer, statusCode: number, code: ErrorCode, what?: string): void {
  const body = parsed(res.body);
  const answered = { statusCode: res.statusCode, bodyStatusCode: body?.statusCode, code: body?.code };
  const context = `${what ? `${what}: ` : ''}${res.body.slice(0, 500)}`;
  expect(answered, context).toEqual({ statusCode, bodyStatusCode: statusCode, code });
}
