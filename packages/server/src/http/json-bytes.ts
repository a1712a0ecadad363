import type { FastifyReply } from 'fastify';

/**
 * Sends an answer already serialised by the route's response schema (kept by a cache: the bar
 * record, whoami). Bytes go out as they are: the schema is not run again, nothing is encoded again.
 */
export function sendJsonBytes(reply: FastifyReply, json: Buffer): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}
