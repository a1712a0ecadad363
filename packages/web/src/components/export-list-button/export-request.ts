import type { ExportRequest } from '@bar/domain';
import type { Renamed } from '../../lib/rename-id';

/** An export request as the console holds it (`_id` renamed to `id`). */
export type ExportRow = Renamed<ExportRequest>;

/** A creation-date range of exports, as ISO instants. */
export interface CreatedRange {
  from: string;
  to: string;
}
