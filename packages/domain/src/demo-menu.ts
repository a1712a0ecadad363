// The demo bars' menu: the drinks the seed puts on each demo bar's menu and the simulator orders.
import type { BarVersion } from './constants.js';
import type { RecipeSnapshot } from './drinks.js';

const bottle = (name: string, quantity: number) => ({ name, quantity, type: 'Bottle' });
const beverage = (name: string, quantity: number) => ({ name, quantity, type: 'Beverage' });
const ice = (quantity: number) => ({ name: 'Ice', quantity, type: 'Ice' });
const garnish = (name: string) => ({ name, quantity: 1, type: 'Garnish' });
const coffee = (name: string, quantity: number) => ({ name, quantity, type: 'Coffee' });

/** A demo menu item: the recipe snapshot a drink carries, its colour and how popular it is. */
export interface MenuItem {
  recipe: RecipeSnapshot;
  color: string;
  weight: number;
}

const COCKTAILS: MenuItem[] = [
  {
    recipe: {
      name: 'Negroni',
      price: 9,
      category: 'Classics',
      ingredients: [bottle('Gin', 1), bottle('Campari', 1), bottle('Vermouth Rosso', 1), ice(3), garnish('Orange')],
    },
    color: '#C0392B',
    weight: 5,
  },
  {
    recipe: {
      name: 'Spritz',
      price: 8,
      category: 'Aperitivi',
      ingredients: [bottle('Aperol', 2), beverage('Prosecco', 3), beverage('Soda', 1), ice(3), garnish('Orange')],
    },
    color: '#E67E22',
    weight: 6,
  },
  {
    recipe: { name: 'Gin Tonic', price: 8.5, category: 'Long Drinks', ingredients: [bottle('Gin', 2), beverage('Tonic', 4), ice(4), garnish('Lime')] },
    color: '#AED6F1',
    weight: 5,
  },
  {
    recipe: {
      name: 'Mojito',
      price: 9.5,
      category: 'Long Drinks',
      ingredients: [bottle('White Rum', 2), bottle('Sugar Syrup', 1), beverage('Soda', 3), ice(4), { name: 'Mint', quantity: 1, type: 'Leaf' }],
    },
    color: '#58D68D',
    weight: 4,
  },
  {
    recipe: { name: 'Cuba Libre', price: 8, category: 'Long Drinks', ingredients: [bottle('Dark Rum', 2), beverage('Cola', 4), ice(4), garnish('Lime')] },
    color: '#6E2C00',
    weight: 3,
  },
  {
    recipe: {
      name: 'Margarita',
      price: 10,
      category: 'Classics',
      ingredients: [bottle('Tequila', 2), bottle('Triple Sec', 1), bottle('Lime Juice', 1), ice(3)],
    },
    color: '#F7DC6F',
    weight: 3,
  },
  {
    recipe: {
      name: 'Americano',
      price: 8,
      category: 'Aperitivi',
      ingredients: [bottle('Campari', 1), bottle('Vermouth Rosso', 1), beverage('Soda', 2), ice(3)],
    },
    color: '#A93226',
    weight: 2,
  },
  {
    recipe: {
      name: 'Virgin Mule',
      price: 6,
      category: 'Alcohol Free',
      ingredients: [beverage('Ginger Beer', 4), bottle('Lime Juice', 1), ice(4), garnish('Lime')],
    },
    color: '#F9E79F',
    weight: 2,
  },
];

const COFFEES: MenuItem[] = [
  { recipe: { name: 'Espresso', price: 1.5, category: 'Coffee', ingredients: [coffee('Arabica', 1)] }, color: '#4E342E', weight: 6 },
  { recipe: { name: 'Cappuccino', price: 2.5, category: 'Coffee', ingredients: [coffee('Arabica', 1), beverage('Milk', 3)] }, color: '#D7CCC8', weight: 5 },
  {
    recipe: {
      name: 'Espresso Martini',
      price: 10,
      category: 'Classics',
      ingredients: [bottle('Vodka', 2), bottle('Coffee Liqueur', 1), coffee('Arabica', 1), ice(3)],
    },
    color: '#3E2723',
    weight: 3,
  },
];

/** The demo menu a simulated bar sells, by version (veloce and compatto also serve coffee). */
export function menuFor(version: BarVersion): MenuItem[] {
  return version === 'veloce' || version === 'compatto' ? [...COCKTAILS.slice(0, 5), ...COFFEES] : COCKTAILS;
}

/** Picks a menu item by weight with `random` in [0, 1). */
export function pickMenuItem(menu: MenuItem[], random: number): MenuItem {
  const total = menu.reduce((s, m) => s + m.weight, 0);
  let r = random * total;
  for (const item of menu) {
    r -= item.weight;
    if (r < 0) return item;
  }
  return menu[menu.length - 1];
}

/** How popular the demo drink of this name is (case-insensitive), or undefined for a drink not on the demo menu. */
export function demoMenuWeight(name: string): number | undefined {
  return DEMO_WEIGHTS.get(name.toLowerCase());
}

const DEMO_WEIGHTS = new Map([...COCKTAILS, ...COFFEES].map((m) => [m.recipe.name.toLowerCase(), m.weight]));
