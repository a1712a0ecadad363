import { useEffect, useState } from 'react';
import { moveRow, type OrderChange } from '@bar/domain';
import { notifyError } from '../../../lib/notify';

/**
 * Keeps a local copy of the rows so a move shows at once (optimistic), and hands only the rows
 * whose order number changed to `save` (SPEC §4). If saving fails the rows go back to the server's
 * order and the error is shown. The copy follows the server list whenever it reloads.
 */
export function useReorder<T extends { id: string; order: number }>(rows: T[] | undefined, save: (changes: OrderChange[]) => Promise<unknown>) {
  const [local, setLocal] = useState<T[]>(rows ?? []);
  useEffect(() => setLocal(rows ?? []), [rows]);
  const move = (from: number, to: number) => {
    const { rows: next, changes } = moveRow(local, from, to);
    if (!changes.length) return;
    setLocal(next);
    void save(changes).catch((error: unknown) => {
      setLocal(rows ?? []);
      notifyError(error);
    });
  };
  return { rows: local, move };
}
