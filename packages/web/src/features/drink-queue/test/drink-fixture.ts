import type { Drink } from '@bar/domain';
import type { DrinkRow } from '../api/drink-row';

let seq = 0;

/** A drink as the live message carries it (`_id`), created `minutesAgo` before now. */
export function liveDrink(overrides: Partial<Drink> & { minutesAgo?: number } = {}): Drink {
  seq += 1;
  const { minutesAgo = 1, ...rest } = overrides;
  const createdAt = new Date(Date.now() - minutesAgo * 60_000).toISOString();
  return {
    _id: `d${seq}`,
    barId: 'bar-1',
    type: 'App',
    status: 'open',
    priority: false,
    color: null,
    recipe: { name: `Recipe ${seq}`, price: 8, category: 'Cocktails', ingredients: [] },
    name: `Guest ${seq}`,
    deliveryPosition: null,
    robotSelection: null,
    appOrderId: null,
    error: null,
    createdAt,
    updatedAt: createdAt,
    ...rest,
  };
}

/** The same drink as the API client hands it to the screen (`id`). */
export function drinkRow(overrides: Partial<Drink> & { minutesAgo?: number } = {}): DrinkRow {
  const { _id, ...rest } = liveDrink(overrides);
  return { id: _id, ...rest };
}
