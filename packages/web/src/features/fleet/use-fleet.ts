import { fleetUpdateSchema, type Fleet } from '@bar/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useFleetMessages, useLiveLost } from '../../lib/live/live-context';
import { useSession } from '../../lib/session-context';
import { fleetKey, fleetQuery } from './api/get-fleet';
import { applyFleetUpdate } from './fleet-rows';

/** While the live link is down the fleet is read again this often (as the status strip polls its bar). */
export const FLEET_POLL_WHILE_LOST_MS = 30_000;

/**
 * The user's fleet (GET /api/fleet), kept live through the one fleet subscription of the console:
 * each `fleet` message replaces the rows it carries. While the link is lost the fleet is polled,
 * and read once more when it is back (what was sent meanwhile is gone).
 */
export function useFleet() {
  const { user } = useSession();
  const userId = user?.id ?? null;
  const queryClient = useQueryClient();
  const lost = useLiveLost();
  const fleet = useQuery({ ...fleetQuery(userId), refetchInterval: lost ? FLEET_POLL_WHILE_LOST_MS : false });

  useFleetMessages(userId, (message) => {
    const update = fleetUpdateSchema.safeParse(message.payload);
    if (!update.success) {
      console.error('Unexpected fleet update ignored', update.error);
      return;
    }
    queryClient.setQueryData<Fleet>(fleetKey(userId), (current) => applyFleetUpdate(current, update.data));
  });

  const { refetch } = fleet;
  const wasLost = useRef(lost);
  useEffect(() => {
    if (wasLost.current && !lost) void refetch();
    wasLost.current = lost;
  }, [lost, refetch]);

  return fleet;
}
