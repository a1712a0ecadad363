import type { z } from 'zod';

/** A server notice from another instance (JSON on a `server/…` topic) checked against its schema; undefined when malformed. */
export function readNotice<T extends z.ZodType>(payload: Buffer, schema: T): z.infer<T> | undefined {
  let body: unknown;
  try {
    body = JSON.parse(payload.toString('utf8'));
  } catch {
    return undefined;
  }
  const notice = schema.safeParse(body);
  return notice.success ? notice.data : undefined;
}
