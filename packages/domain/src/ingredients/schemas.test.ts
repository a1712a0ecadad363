import { describe, expect, it } from 'vitest';
import { BAR_INGREDIENT_KINDS, GLOBAL_INGREDIENT_KINDS, INGREDIENT_CATEGORIES, type BarIngredientKind } from './kinds.js';
import { barIngredientSchemas, globalIngredientSchemas } from './schemas.js';
import { canAddFlavour, MILK_DEFAULT_COLOR, newFlavour, selectedFlavoursText } from './fields.js';

const messages = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  result.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

const MINIMAL: Record<BarIngredientKind, Record<string, unknown>> = {
  bottles: { name: 'Gin', category: 'Spirits', subCategory: 'Gin', color: '#E8F1F5' },
  beverages: { name: 'Cola', category: 'Sodas', color: '#3B1F0E' },
  flavours: { name: 'Cherry', category: 'Flavours' },
  garnishes: { name: 'Orange', category: 'Garnishes', color: '#FFA500' },
  granulars: { name: 'Salt', category: 'Granulars', color: '#FFFFFF' },
  leaves: { name: 'Mint', category: 'Leaves', color: '#3EB489' },
  coffee: { name: 'Arabica', category: 'Coffee', color: '#6F4E37', infusionTime: 25 },
  solubles: { name: 'Cocoa', category: 'Chocolate', color: '#5C3317' },
  milk: { name: 'Whole Milk', category: 'Milk' },
};

describe('ingredient schemas', () => {
  describe.each(BAR_INGREDIENT_KINDS.map((kind) => ({ kind })))('$kind', ({ kind }) => {
    const create = barIngredientSchemas[kind].create;

    it('accepts the minimal record and fills the bar defaults', () => {
      const parsed = create.parse(MINIMAL[kind]) as Record<string, unknown>;
      expect(parsed).toMatchObject({ disabled: false, visible: true, price: 0, globalId: null });
      if ('alcoholPerc' in create.shape) expect(parsed.alcoholPerc).toBe(0);
    });

    it('requires a name and a category from its own list', () => {
      expect(messages(create.safeParse({ ...MINIMAL[kind], name: '  ' }))).toContain('name: Name is required');
      expect(messages(create.safeParse({ ...MINIMAL[kind], category: undefined }))).toContain('category: Category is required');
      const wrong = messages(create.safeParse({ ...MINIMAL[kind], category: 'Basics' }));
      expect(wrong).toContain(`category: Category must be one of ${INGREDIENT_CATEGORIES[kind].join(', ')}`);
    });

    it('patches only what is sent, without defaults', () => {
      expect(barIngredientSchemas[kind].patch.parse({})).toEqual({});
      expect(barIngredientSchemas[kind].patch.parse({ name: 'Renamed' })).toEqual({ name: 'Renamed' });
    });
  });

  it.each(['bottles', 'beverages', 'garnishes', 'granulars', 'leaves', 'coffee', 'solubles'] as const)('requires a #RRGGBB colour for %s', (kind) => {
    const create = barIngredientSchemas[kind].create;
    expect(messages(create.safeParse({ ...MINIMAL[kind], color: undefined }))).toContain('color: Color is required');
    for (const color of ['#E8F1F5AA', 'E8F1F5', '#E8F', 'blue']) {
      expect(messages(create.safeParse({ ...MINIMAL[kind], color }))).toContain('color: Color must be a hex colour like #A1B2C3');
    }
    expect(create.safeParse({ ...MINIMAL[kind], color: '#a1b2c3' }).success).toBe(true);
  });

  it('requires a subCategory on bottle create only', () => {
    const { subCategory: _s, ...bottle } = MINIMAL.bottles;
    expect(messages(barIngredientSchemas.bottles.create.safeParse(bottle))).toEqual(['subCategory: Sub category is required']);
    expect(messages(globalIngredientSchemas.bottles.create.safeParse(bottle))).toEqual(['subCategory: Sub category is required']);
    expect(barIngredientSchemas.bottles.patch.safeParse({ alcoholPerc: 40 }).success).toBe(true);
    expect(barIngredientSchemas.leaves.create.parse(MINIMAL.leaves).subCategory).toBe('');
  });

  it('requires a whole infusion time for coffee', () => {
    const { infusionTime: _i, ...coffee } = MINIMAL.coffee;
    expect(messages(globalIngredientSchemas.coffee.create.safeParse(coffee))).toEqual(['infusionTime: Infusion time is required']);
    expect(messages(globalIngredientSchemas.coffee.create.safeParse({ ...coffee, infusionTime: 2.5 }))).toEqual([
      'infusionTime: Infusion time must be whole seconds',
    ]);
  });

  it('turns empty alcohol and price into 0 and refuses out-of-range values', () => {
    const parsed = barIngredientSchemas.bottles.create.parse({ ...MINIMAL.bottles, alcoholPerc: '', price: null });
    expect(parsed).toMatchObject({ alcoholPerc: 0, price: 0 });
    expect(messages(barIngredientSchemas.bottles.create.safeParse({ ...MINIMAL.bottles, alcoholPerc: 101 }))).toEqual([
      'alcoholPerc: Alcohol must be 0 to 100',
    ]);
    expect(messages(barIngredientSchemas.bottles.create.safeParse({ ...MINIMAL.bottles, price: 1.005 }))).toEqual([
      'price: Price must have at most 2 decimals',
    ]);
    expect(barIngredientSchemas.bottles.patch.parse({ price: '' })).toEqual({ price: 0 });
  });

  it('keeps at most 3 flavours, each named, new ones dispensing 0', () => {
    const three = [{ name: 'Cherry' }, { name: 'Lime', dispensingTime: 80 }, newFlavour('Vanilla')];
    const parsed = globalIngredientSchemas.beverages.create.parse({ ...MINIMAL.beverages, flavours: three });
    expect(parsed.flavours.map((f) => f.dispensingTime)).toEqual([0, 80, 0]);
    const four = globalIngredientSchemas.beverages.create.safeParse({ ...MINIMAL.beverages, flavours: [...three, { name: 'Mango' }] });
    expect(messages(four)).toEqual(['flavours: At most 3 flavours']);
    expect(messages(barIngredientSchemas.milk.create.safeParse({ ...MINIMAL.milk, flavours: [{ name: '' }] }))).toEqual([
      'flavours.0.name: Flavour name is required',
    ]);
    expect([0, 1, 2, 3].map(canAddFlavour)).toEqual([true, true, true, false]);
    expect(selectedFlavoursText(2)).toBe('Selected Flavours: 2/3');
  });

  it('keeps milk speeds within 0-400 and defaults to hot, #E1E1E1', () => {
    const milk = barIngredientSchemas.milk.create;
    expect(milk.parse(MINIMAL.milk)).toMatchObject({ isHot: true, color: MILK_DEFAULT_COLOR, foamAirSpeed: 0, pumpSpeed: 0, isVegan: false });
    expect(milk.safeParse({ ...MINIMAL.milk, foamAirSpeed: 400, pumpSpeed: 0 }).success).toBe(true);
    expect(messages(milk.safeParse({ ...MINIMAL.milk, pumpSpeed: 401 }))).toEqual(['pumpSpeed: Pump speed must be 0-400']);
    expect(messages(milk.safeParse({ ...MINIMAL.milk, foamAirSpeed: -1 }))).toEqual(['foamAirSpeed: Foam air speed must be 0-400']);
    expect(messages(barIngredientSchemas.milk.patch.safeParse({ pumpSpeed: 401 }))).toEqual(['pumpSpeed: Pump speed must be 0-400']);
  });

  it('has a name-only coffee type in the catalogue', () => {
    expect(GLOBAL_INGREDIENT_KINDS).toContain('coffee-type');
    expect(Object.keys(globalIngredientSchemas['coffee-type'].create.shape)).toEqual(['name']);
  });

  it('answers with the fields of each kind and the bar extras', () => {
    expect(Object.keys(barIngredientSchemas.flavours.view.shape).sort()).toEqual(
      ['_id', 'barId', 'category', 'createdAt', 'disabled', 'globalId', 'name', 'price', 'updatedAt', 'visible'].sort(),
    );
    expect(Object.keys(globalIngredientSchemas.bottles.view.shape).sort()).toEqual(
      ['_id', 'alcoholPerc', 'category', 'color', 'createdAt', 'name', 'subCategory', 'updatedAt'].sort(),
    );
  });
});
