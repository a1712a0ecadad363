import { describe, expect, it } from 'vitest';
import { demoMenuWeight, menuFor, pickMenuItem } from './demo-menu.js';

describe('demo menu', () => {
  it('adds coffee only for the versions that serve it', () => {
    const names = (version: Parameters<typeof menuFor>[0]) => menuFor(version).map((m) => m.recipe.name);
    expect(names('veloce')).toContain('Espresso');
    expect(names('compatto')).toContain('Cappuccino');
    expect(names('ms3.1')).not.toContain('Espresso');
    expect(names('ms3.1')).toContain('Negroni');
  });

  it('picks by weight: the random number walks the cumulative weights', () => {
    const menu = menuFor('ms3.1');
    const total = menu.reduce((s, m) => s + m.weight, 0);
    expect(pickMenuItem(menu, 0)).toBe(menu[0]);
    expect(pickMenuItem(menu, (menu[0].weight + 0.5) / total)).toBe(menu[1]);
    expect(pickMenuItem(menu, 0.999999)).toBe(menu[menu.length - 1]);
  });

  it('knows how popular a demo drink is by name, in any case', () => {
    const negroni = menuFor('ms3.1').find((m) => m.recipe.name === 'Negroni')!;
    expect(demoMenuWeight('NEGRONI')).toBe(negroni.weight);
    expect(demoMenuWeight('House Special')).toBeUndefined();
  });
});
