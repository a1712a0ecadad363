import { ERROR_CODES } from '@bar/domain';
import { z } from 'zod';

export const errorSchema = z.object({
  statusCode: z.number().int(),
  code: z.enum(ERROR_CODES).describe('Stable error code: branch on it, not on the message.'),
  error: z.string(),
  message: z.string(),
  details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});

/** Response schemas of the error statuses a route can answer, for the OpenAPI document. */
export function errorResponses(...codes: number[]): Record<number, typeof errorSchema> {
  return Object.fromEntries(codes.map((c) => [c, errorSchema]));
}
