import { z } from 'zod';
import { isTimeZone } from './zoned-time.js';

// arithmetic and lookup live apart so that a page needing neither schemas nor the world map loads neither
export * from './zoned-time.js';
export { timeZoneAt } from './time-zone-at.js';

export const timeZoneSchema = z
  .string({ error: 'Time zone is required' })
  .refine(isTimeZone, { error: 'Time zone must be an IANA time zone such as Europe/Rome or UTC' });
