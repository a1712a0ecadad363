import { useMutation, useQueryClient } from '@tanstack/react-query';
import { notifyError, notifySuccess } from '../../lib/notify';
import { deleteDrink } from './api/delete-drink';
import type { DrinkRow } from './api/drink-row';
import { activeDrinksKey } from './api/get-active-drinks';
import { remakeDrink } from './api/remake-drink';
import { unlockConveyor } from './api/unlock-conveyor';
import { updateDrinkPriority } from './api/update-drink-priority';

/** The queue's actions with the SPEC §8 toasts; each reloads the queue when done. */
export function useQueueActions(barId: string) {
  const queryClient = useQueryClient();
  const reload = () => void queryClient.invalidateQueries({ queryKey: activeDrinksKey(barId) });

  const remake = useMutation({
    mutationFn: (drink: DrinkRow) => remakeDrink(barId, drink.id),
    onSuccess: () => notifySuccess('Drink Ordered Successfully'),
    onError: (error) => notifyError(error, 'Drink Order error!'),
    onSettled: reload,
  });
  const unlock = useMutation({
    mutationFn: (drink: DrinkRow) => unlockConveyor(barId, drink.deliveryPosition ?? 0),
    onSuccess: () => notifySuccess('Conveyor Unlocked Successfully'),
    onError: (error) => notifyError(error, 'Conveyor Unlocked error!'),
    onSettled: reload,
  });
  const priority = useMutation({
    mutationFn: ({ drink, value }: { drink: DrinkRow; value: boolean }) => updateDrinkPriority(barId, drink.id, value),
    onSuccess: () => notifySuccess('Priority Updated'),
    onError: (error) => notifyError(error, 'Priority Update error!'),
    onSettled: reload,
  });
  const remove = useMutation({
    mutationFn: (drink: DrinkRow) => deleteDrink(barId, drink.id),
    onSuccess: () => notifySuccess('Drink Deleted Successfully'),
    onError: (error) => notifyError(error, 'Drink Delete error!'),
    onSettled: reload,
  });

  /** Id of the drink an action is running for, so its buttons wait. */
  const busyId =
    (remake.isPending && remake.variables?.id) ||
    (unlock.isPending && unlock.variables?.id) ||
    (priority.isPending && priority.variables?.drink.id) ||
    (remove.isPending && remove.variables?.id) ||
    null;

  return {
    remake: (drink: DrinkRow) => remake.mutate(drink),
    unlock: (drink: DrinkRow) => unlock.mutate(drink),
    setPriority: (drink: DrinkRow, value: boolean) => priority.mutate({ drink, value }),
    remove: (drink: DrinkRow) => remove.mutate(drink),
    busyId,
  };
}

export type QueueActions = ReturnType<typeof useQueueActions>;
