import { z } from 'zod';

/** Topic a console subscribes to for one bar. */
export const adminTopic = (barId: string) => `admin/${barId}`;
/** Topic the server sends commands to a bar controller on. */
export const barCommandTopic = (barId: string) => `bars/${barId}/cmd`;
/** Topic a bar controller publishes its events on. */
export const barEventTopic = (barId: string) => `bars/${barId}/evt`;

export const LIVE_MESSAGE_TYPES = ['drink', 'bar', 'robot', 'appOrder', 'alarm', 'fleet'] as const;
export type LiveMessageType = (typeof LIVE_MESSAGE_TYPES)[number];

export const liveMessageSchema = z.object({
  type: z.enum(LIVE_MESSAGE_TYPES),
  payload: z.unknown(),
});
export type LiveMessage = z.infer<typeof liveMessageSchema>;

export class UnexpectedLiveMessageError extends Error {
  constructor(readonly raw: string) {
    super('Unexpected live message type');
    this.name = 'UnexpectedLiveMessageError';
  }
}

/** Parses a raw broker payload; malformed JSON or an unknown type throws UnexpectedLiveMessageError. */
export function parseLiveMessage(raw: string): LiveMessage {
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new UnexpectedLiveMessageError(raw);
  }
  const parsed = liveMessageSchema.safeParse(json);
  if (!parsed.success) throw new UnexpectedLiveMessageError(raw);
  return parsed.data;
}
