import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notifyError, notifySuccess } from '../../lib/notify';
import { deleteDrink } from './api/delete-drink';
import type { DrinkRow } from './api/drink-row';
import { activeDrinksKey } from './api/get-active-drinks';
import { remakeDrink } from './api/remake-drink';
import { unlockConveyor } from './api/unlock-conveyor';
import { updateDrinkPriority } from './api/update-drink-priority';

/** The queue's actions with the SPEC §8 toasts; each reloads the queue when done. */
export function useQueueActions(barId: string) {
  const { t } = useTranslation('drink-queue');
  const queryClient = useQueryClient();
  const reload = () => void queryClient.invalidateQueries({ queryKey: activeDrinksKey(barId) });

  const remake = useMutation({
    mutationFn: (drink: DrinkRow) => remakeDrink(barId, drink.id),
    onSuccess: () => notifySuccess(t('toasts.ordered')),
    onError: (error) => notifyError(error, t('toasts.orderFailed')),
    onSettled: reload,
  });
  const unlock = useMutation({
    mutationFn: (drink: DrinkRow) => unlockConveyor(barId, drink.deliveryPosition ?? 0),
    onSuccess: () => notifySuccess(t('toasts.unlocked')),
    onError: (error) => notifyError(error, t('toasts.unlockFailed')),
    onSettled: reload,
  });
  const priority = useMutation({
    mutationFn: ({ drink, value }: { drink: DrinkRow; value: boolean }) => updateDrinkPriority(barId, drink.id, value),
    onSuccess: () => notifySuccess(t('toasts.priorityUpdated')),
    onError: (error) => notifyError(error, t('toasts.priorityFailed')),
    onSettled: reload,
  });
  const remove = useMutation({
    mutationFn: (drink: DrinkRow) => deleteDrink(barId, drink.id),
    onSuccess: () => notifySuccess(t('toasts.deleted')),
    onError: (error) => notifyError(error, t('toasts.deleteFailed')),
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
