import { applyQueueMessage } from '@bar/domain';
import type { DrinkRow } from './api/drink-row';

/**
 * The domain queue rule (SPEC §4) over the console's rows, which carry `id` where the rule reads
 * `_id`.
 */
export function applyLiveDrink(rows: readonly DrinkRow[], drink: DrinkRow): DrinkRow[] {
  const wrap = (row: DrinkRow) => ({ _id: row.id, status: row.status, row });
  return applyQueueMessage(rows.map(wrap), wrap(drink)).map((entry) => entry.row);
}
