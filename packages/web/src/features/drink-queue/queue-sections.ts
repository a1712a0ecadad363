import { queueSections as splitQueue } from '@bar/domain';
import type { DrinkRow } from './api/drink-row';

export type QueueStatus = 'ready' | 'delivering' | 'producing' | 'open';

export interface QueueSection {
  status: QueueStatus;
  title: string;
  drinks: DrinkRow[];
}

/** The sections of the queue screen, in the order SPEC §2 lists them (titles verbatim). */
export const QUEUE_SECTIONS: ReadonlyArray<{ status: QueueStatus; title: string }> = [
  { status: 'ready', title: 'Ready Drinks' },
  { status: 'delivering', title: 'Delivering Drinks' },
  { status: 'producing', title: 'Producing Drink' },
  { status: 'open', title: 'Open Drinks' },
];

/** The four titled sections; the split and order (open: priority first) is the domain's. */
export function queueSections(drinks: readonly DrinkRow[]): QueueSection[] {
  const split = splitQueue(drinks);
  return QUEUE_SECTIONS.map(({ status, title }) => ({ status, title, drinks: split[status] }));
}
