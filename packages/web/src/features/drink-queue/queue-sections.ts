import { queueSections as splitQueue } from '@bar/domain';
import type { DrinkRow } from './api/drink-row';

export type QueueStatus = 'ready' | 'delivering' | 'producing' | 'open';

export interface QueueSection {
  /** Also names the section's title (sections.<status>). */
  status: QueueStatus;
  drinks: DrinkRow[];
}

/** The sections of the queue screen, in the order SPEC §2 lists them. */
export const QUEUE_SECTIONS: readonly QueueStatus[] = ['ready', 'delivering', 'producing', 'open'];

/** The four titled sections; the split and order (open: priority first) is the domain's. */
export function queueSections(drinks: readonly DrinkRow[]): QueueSection[] {
  const split = splitQueue(drinks);
  return QUEUE_SECTIONS.map((status) => ({ status, drinks: split[status] }));
}
