import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useLiveMessages, useLiveStatus } from '../../lib/live/live-context';
import { activeDrinksKey, useActiveDrinks } from './api/get-active-drinks';
import { drinkFromLive, type DrinkRow } from './api/drink-row';
import { applyLiveDrink } from './apply-live-drink';

/**
 * The bar's active drinks: loaded once from GET active, then kept current from live `drink`
 * messages with the queue rule of SPEC §4. When the live link comes back the list is reloaded,
 * since messages sent while it was down are lost.
 */
export function useDrinkQueue(barId: string) {
  const queryClient = useQueryClient();
  const query = useActiveDrinks(barId);
  const status = useLiveStatus();
  const previous = useRef(status);

  useLiveMessages(
    (message, messageBarId) => {
      if (messageBarId !== barId) return;
      const drink = drinkFromLive(message.payload);
      if (!drink) return;
      queryClient.setQueryData<DrinkRow[]>(activeDrinksKey(barId), (rows) => (rows ? applyLiveDrink(rows, drink) : rows));
    },
    ['drink'],
  );

  useEffect(() => {
    const wasConnected = previous.current === 'connected';
    previous.current = status;
    if (status === 'connected' && !wasConnected) void queryClient.invalidateQueries({ queryKey: activeDrinksKey(barId) });
  }, [status, barId, queryClient]);

  return query;
}
