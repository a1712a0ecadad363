import { api } from '../../../lib/api-client';

/** POST /api/ubar/bars/unlockConveyor — releases the ready drink at a delivery position (ms1). */
export function unlockConveyor(barId: string, deliveryPosition: number): Promise<unknown> {
  return api('/ubar/bars/unlockConveyor', {
    method: 'POST',
    bar: barId,
    headers: { 'Idempotency-Key': crypto.randomUUID() },
    body: { barId, bar: barId, deliveryPosition },
  });
}
