import { drinkSchema, type Drink } from '@bar/domain';
import { renameIds, type Renamed } from '../../../lib/rename-id';

/** A drink as the console holds it (`_id` renamed `id`). */
export type DrinkRow = Renamed<Drink>;

/** A live `drink` payload as a row, or null when it is not a drink (logged by nobody: ignored). */
export function drinkFromLive(payload: unknown): DrinkRow | null {
  const parsed = drinkSchema.safeParse(payload);
  return parsed.success ? renameIds(parsed.data) : null;
}
